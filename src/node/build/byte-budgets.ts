/** What a first visit to one route costs, in bytes over the wire. */
export interface FirstVisitBytes {
  html: number;
  css: number;
  /** The stylesheets the first paint waited for: with the HTML, they must arrive in the first round trip. */
  blockingCss: number;
  js: number;
  fonts: number;
  images: number;
  other: number;
  /** HTML + CSS + JS + fonts (pictures have their own budget). */
  total: number;
}

/** 1 KB = 1024 bytes, as Lighthouse and Chromium's DevTools count. */
export const KB = 1024;

/** First-visit byte budgets per route, gzip over the wire. */
export const byteBudgets = {
  html: 30 * KB,
  css: 20 * KB,
  /**
   * The stylesheets the first paint waits for: with the HTML's first part they must fit TCP's first
   * window (ten segments, about 14.6 KB with headers), or the first paint waits a round trip more. Each page links
   * only the rules it uses (src/node/build/page-stylesheet-links.ts); dark mode's included.
   */
  blockingCss: 13.5 * KB,
  /** Every script fetched before any interaction: the page's behaviours and the island loader; islands load later. */
  js: 20 * KB,
  /** HTML + CSS + JS + fonts. */
  total: 200 * KB,
  /** The pictures a first visit loads: the hero and whatever is near the first screen (one may weigh 150 KB). */
  images: 300 * KB,
} as const satisfies Partial<Record<keyof FirstVisitBytes, number>>;

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** One line per budget the visit goes over; empty when it keeps every budget. */
export function overBudget(bytes: FirstVisitBytes): string[] {
  return (Object.entries(byteBudgets) as [keyof typeof byteBudgets, number][])
    .filter(([kind, budget]) => bytes[kind] > budget)
    .map(([kind, budget]) => `${kind} ${formatKb(bytes[kind])} is over its budget of ${formatKb(budget)}`);
}
