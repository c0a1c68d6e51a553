import { z } from 'zod';
import { costFigures } from '../../../islands/CostCalculator.props.ts';
import { copyTemplate } from '../../../lib/copy-template-schema.ts';
import { isWebAddress } from '../links/web-address.ts';

/** Why a text value was refused, carried on the issue so the message can say what to write instead. */
export type AddressRule = 'web-address' | 'site-path' | 'link' | 'github-repository' | 'page-address';

const rule = (name: AddressRule) => ({ params: { rule: name } });

const text = z.string().min(1);
const webAddress = z.string().refine(isWebAddress, rule('web-address'));
/** A file under public/ or a page of this site, written from the root: /images/x.png. */
const sitePath = z.string().refine((value) => value.startsWith('/') && !value.startsWith('//'), rule('site-path'));
/** Where a link goes: a page of this site (/research, /#corporate, #x) or another site's address. */
const link = z
  .string()
  .refine((value) => (/^[/#]/.test(value) && !value.startsWith('//') ? true : isWebAddress(value)), rule('link'));
const navigationLink = z.strictObject({ label: text, to: link });
/** A repository's own page on GitHub, https://github.com/<owner>/<name>, which its editor's addresses start with. */
const githubRepository = z
  .string()
  .refine((value) => /^https:\/\/github\.com\/[A-Za-z0-9-]+\/[\w.-]+\/?$/.test(value), rule('github-repository'));
/** A page's own address, as a redirect names it: /old-page. No #anchor, ?query or * pattern: the hosts match it whole. */
export const isPageAddress = (value: string): boolean => /^\/(?!\/)[^\s#?*]*$/.test(value);
const pageAddress = z.string().refine(isPageAddress, rule('page-address'));
/** A time of day, 24-hour: 18:00. */
const clock = z.string().regex(/^\d\d:\d\d$/);

/**
 * The shape of `site` in content/site.ts, checked before anything imports the file. Keys the site's code
 * reads are required; keys only pages read (with `{site.…}`) are optional, because a page that uses a
 * missing one is reported on its own line. `links` and `links.research` take new addresses by any name.
 */
export const settingsSchema = z.strictObject({
  brand: text,
  // Read by the build for /llms.txt; without it, the home page's description is used.
  summary: copyTemplate([], ['sessionLength', 'sessionPrice']).optional(),
  // Read by the home page, and by the build to fill in the summary's {sessionLength} and {sessionPrice}.
  personalSession: z.strictObject({ length: text, price: text }).optional(),
  speakerName: text.optional(),
  siteUrl: webAddress,
  defaultImage: sitePath,
  navigation: z.array(navigationLink).readonly(),
  bookNow: navigationLink,
  // Read by the build (src/node/build/redirects.ts); where each one leads is checked by check-redirects.ts.
  redirects: z.array(z.strictObject({ from: pageAddress, to: pageAddress })).readonly(),
  redirectPage: z.strictObject({ title: text, link: text }),
  // Read by the header and its drawer (the MobileMenu island, which is handed them as props).
  menu: z.strictObject({ label: text, open: text, title: text, close: text }),
  // Read by the header's colour scheme control (src/layout/SchemeControl.tsx).
  colorScheme: z.strictObject({ label: text, system: text, light: text, dark: text }),
  skipLink: text,
  newTab: text,
  // Read by the layout's link to a page's file, on branch previews and in the dev server only.
  editLink: z.strictObject({ label: text, repository: githubRepository }),
  // Read by the guide's steps and ticks and the photo viewer: every control's words. A tick's name starts
  // with the word it shows ({done}), so what a screen reader says matches what a voice-control user reads.
  guideProgress: z.strictObject({
    done: text,
    tickLabel: copyTemplate(['done', 'title'], ['number']),
    // Read out as it changes: without {total}, "3 steps done" does not tell a screen-reader user whether that is all.
    summary: copyTemplate(['done', 'total']),
    startOver: text,
    // The number shown in the step's circle is hidden from screen readers: the heading says it instead.
    stepHeading: copyTemplate(['number', 'title']),
    stepLink: text,
  }),
  photoViewer: z.strictObject({ close: text, zoomIn: text, zoomOut: text, previous: text, next: text }),
  // Read by <ResearchItem>: a screen reader hears which finding each source button is for, by its {title}.
  researchItem: z.strictObject({ readSource: text, readSourceFor: copyTemplate(['title']), source: text }),
  // Read by <Carousel>: a slide's name, what is read out when it shows, and its buttons. Each says which slide of how many.
  carousel: z.strictObject({
    kind: text,
    slideKind: text,
    slide: copyTemplate(['number', 'total']),
    announcement: copyTemplate(['number', 'total'], ['alt']),
    previous: text,
    next: text,
    dot: copyTemplate(['number', 'total']),
  }),
  // Read by the components of the same names. The last four are what shows when a page gives the component no
  // words of its own (a prop), so a page may still override them.
  tldrBanner: z.strictObject({ label: text, source: text }),
  optionCard: z.strictObject({ recommended: text }),
  bookingEmbed: z.strictObject({ openForm: text }),
  tableOfContents: z.strictObject({ title: text }),
  profileLinks: z.strictObject({ label: text }),
  packageCard: z.strictObject({ register: text, closed: text }),
  // Read by <PackageCard>'s registration dialog (the RegisterButton island, which is handed them as props).
  registrationDialog: z.strictObject({
    close: text,
    description: text,
    name: text,
    email: text,
    whatsapp: text,
    aiExperience: text,
    yes: text,
    no: text,
    completePayment: text,
  }),
  uaeWorkshop: z
    .strictObject({
      registrationOpen: z.boolean(),
      // Read by the page only, in its copy.
      dates: text.optional(),
      times: text.optional(),
      // Read by the event's structured data (src/node/structured-data/), so written the way it needs them.
      year: z.string().regex(/^\d{4}$/),
      sessions: z.array(z.strictObject({ date: z.string().regex(/^\d\d-\d\d$/), start: clock, end: clock })).readonly(),
      utcOffset: z.string().regex(/^[+-]\d\d:\d\d$/),
      language: text,
    })
    .optional(),
  // Read by the research page's <CostCalculator>, whose props hold it to the same rules.
  opportunityCost: costFigures.optional(),
  links: z
    .object({
      contactForm: webAddress,
      keynoteBookingForm: webAddress,
      research: z.record(z.string(), webAddress).optional(),
      profiles: z
        .array(z.strictObject({ label: text, url: webAddress }))
        .readonly()
        .optional(),
    })
    .catchall(webAddress),
});

/** What the settings file is checked against. */
export interface SettingsRules {
  schema: z.ZodType;
  /** Groups that take settings by any name; a name in one that no page uses is a typo or a leftover. */
  openGroups: string[];
}

export const siteSettingsRules: SettingsRules = { schema: settingsSchema, openGroups: ['links', 'links.research'] };

/** The names the schema declares for the group at `path` (`['links']`); none for a list or a group of any names. */
export function declaredSettingKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: z.ZodType | undefined = unwrap(schema);
  for (const key of path) {
    const def = node?.def as
      { type?: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; valueType?: z.ZodType } | undefined;
    if (def?.type === 'object') node = def.shape?.[String(key)];
    else if (def?.type === 'array') node = def.element;
    else if (def?.type === 'record') node = def.valueType;
    else node = undefined;
    node = unwrap(node);
  }
  const def = node?.def as { type?: string; shape?: Record<string, z.ZodType> } | undefined;
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let node = schema;
  while (node && ['optional', 'default', 'readonly', 'nullable'].includes(node.def.type)) {
    node = (node.def as unknown as { innerType: z.ZodType }).innerType;
  }
  return node;
}
