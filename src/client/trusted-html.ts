import { BASE_URL } from '../lib/base-url.ts';
import { SERVICE_WORKER_FILE } from '../lib/offline.ts';
import { SITE_POLICY } from '../lib/trusted-types.ts';

/**
 * One `<iframe …></iframe>` and nothing else, every attribute quoted, none that would run script (`on…`) or hold a
 * document of the page's own making (`srcdoc`).
 */
const FRAME = /^<iframe(?:\s+(?!on|srcdoc)[a-z-]+="[^"<>]*")*\s*><\/iframe>$/i;

/** The one script address the site hands a sink: its own service worker, at the top of the base path. */
export const SERVICE_WORKER_URL = `${BASE_URL}${SERVICE_WORKER_FILE}`;

/** What this code uses of the Trusted Types API, which TypeScript's DOM types do not have yet. */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): SitePolicy;
}
interface PolicyRules {
  createHTML: (input: string) => string;
  createScriptURL: (input: string) => string;
}
interface SitePolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

let policy: SitePolicy | undefined;

/**
 * The site's policy, made once (the CSP allows one policy of its name): where Trusted Types are enforced, the browser
 * takes a string at a sink only through it. Without Trusted Types (or outside a browser) the rules themselves stand
 * in, so the checks run everywhere.
 */
function sitePolicy(): SitePolicy {
  const rules: PolicyRules = { createHTML: checkedFrame, createScriptURL: checkedWorkerUrl };
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy ??= factory?.createPolicy(SITE_POLICY, rules) ?? rules;
  return policy;
}

/**
 * The markup of an embedded form's frame as the browser's HTML sinks accept it under Trusted Types: through the
 * site's policy, which lets exactly one `<iframe>` through (what BookingEmbed writes inside `<noscript>`) and
 * throws on anything else, so no other markup reaches the page through this code. Which hosts a frame may load
 * is the Content-Security-Policy's business (frame-src: the form hosts).
 */
export function trustedFrameHtml(markup: string): string {
  // A TrustedHTML, which every HTML sink takes where TypeScript's DOM types still say string.
  return sitePolicy().createHTML(markup) as string;
}

/**
 * The service worker's address as `navigator.serviceWorker.register` accepts it under Trusted Types (a
 * TrustedScriptURL): the policy lets exactly the site's own worker through and throws on any other address.
 */
export function trustedWorkerUrl(url: string): string {
  return sitePolicy().createScriptURL(url) as string;
}

function checkedFrame(markup: string): string {
  const frame = markup.trim();
  if (!FRAME.test(frame)) throw new TypeError("Only an embedded form's <iframe> may be put in place");
  return frame;
}

function checkedWorkerUrl(url: string): string {
  if (url !== SERVICE_WORKER_URL) throw new TypeError("Only the site's own service worker may be loaded as a script");
  return url;
}
