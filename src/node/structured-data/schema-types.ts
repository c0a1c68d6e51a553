/** One schema.org node as JSON-LD: an object with an @type. */
export type Thing = { '@type': string; '@id'?: string } & Record<string, unknown>;

/** What the builders need from content/site.ts. */
export interface StructuredDataSite {
  brand: string;
  siteUrl: string;
  speakerName: string;
  links: { profiles: readonly { url: string }[] };
  uaeWorkshop: {
    year: string;
    /** The evenings: month-day, local start and end, and the offset of the time zone they are given in. */
    sessions: readonly { date: string; start: string; end: string }[];
    utcOffset: string;
    language: string;
  };
}
