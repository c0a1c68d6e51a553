import { SITE_POLICY } from '../lib/trusted-types.ts';

/**
 * One `<iframe …></iframe>` and nothing else, every attribute quoted, none that would run script (`on…`) or hold a
 * document of the page's own making (`srcdoc`).
 */
const FRAME = /^<iframe(?:\s+(?!on|srcdoc)[a-z-]+="[^"<>]*")*\s*><\/iframe>$/i;

/** What this code uses of the Trusted Types API, which TypeScript's DOM types do not have yet. */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): HtmlPolicy;
}
interface HtmlPolicy {
  createHTML(input: string): unknown;
}

let policy: HtmlPolicy | undefined;

/**
 * The markup of an embedded form's frame as the browser's HTML sinks accept it under Trusted Types: through the
 * site's policy, which lets exactly one `<iframe>` through (what BookingEmbed writes inside `<noscript>`) and
 * throws on anything else, so no other markup reaches the page through this code. Which hosts a frame may load
 * is the Content-Security-Policy's business (frame-src: the form hosts). Without Trusted Types (or outside a
 * browser) the checked string itself comes back.
 */
export function trustedFrameHtml(markup: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy ??= factory?.createPolicy(SITE_POLICY, { createHTML: checkedFrame }) ?? { createHTML: checkedFrame };
  // A TrustedHTML, which every HTML sink takes where TypeScript's DOM types still say string.
  return policy.createHTML(markup) as string;
}

function checkedFrame(markup: string): string {
  const frame = markup.trim();
  if (!FRAME.test(frame)) throw new TypeError("Only an embedded form's <iframe> may be put in place");
  return frame;
}
