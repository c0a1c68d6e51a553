import { createHash } from 'node:crypto';
import { SITE_POLICY } from '../../lib/trusted-types.ts';

export interface CspOptions {
  /** Origins the page may frame: the embedded form hosts, nothing else. */
  frameOrigins: string[];
  /** CSP source expressions ('sha256-…') for inline scripts the build emits. */
  scriptHashes: string[];
  /**
   * The HTTP header may carry `frame-ancestors`; browsers ignore it (with a console warning) in a
   * `<meta>` policy, so the meta version leaves it out.
   */
  forHeader: boolean;
}

/**
 * The site's Content-Security-Policy: nothing by default (`default-src 'none'`), and each kind of thing a page
 * loads allowed by a directive of its own, written out:
 *
 * - scripts from the site itself and the hashed inline scripts the build writes; no 'unsafe-inline', no eval;
 * - `<style>` elements and stylesheets only from the site (`style-src`): no library injects a `<style>` element
 *   at run time (vaul's rules come as a stylesheet with its island, and scrolling is locked by an attribute
 *   the stylesheet styles: src/node/security/vite-plugin-injected-styles.ts);
 * - `style` attributes through `style-src-attr 'unsafe-inline'` only: React writes them into the pre-rendered
 *   HTML with values from the content (a picture's colour, a frame's height, a slide's shape). An attribute
 *   holds declarations for its own element, with no selector that could read the page, and `img-src` and
 *   `font-src` still decide what a declaration may load;
 * - pictures from the site and `data:` (the icon written into every page), fonts from the site, frames only
 *   from the embedded forms' hosts, no form sent anywhere, no `<base>`, not framed by anyone (header only);
 * - the site's own service worker (`worker-src`, the address itself checked by the Trusted Types policy) and web
 *   app manifest (`manifest-src`), nothing else as a worker or manifest;
 * - fetches only to the site itself (`connect-src`), in the `<meta>` and the header alike: a service worker reads
 *   no `<meta>` (its policy is the header its script comes with), and with none in the page's own policy Chromium
 *   refused Lighthouse's fetch of /robots.txt, which PageSpeed Insights reports as SEO 92;
 * - Trusted Types enforced: a string reaches a DOM sink that runs script only through the site's policy.
 */
export function contentSecurityPolicy({ frameOrigins, scriptHashes, forHeader }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'"],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['frame-src', ...(frameOrigins.length ? frameOrigins : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    // Fetches to the site itself: the service worker keeping its files, and tools that read a page's own files from
    // inside it (Lighthouse's robots.txt audit fetches /robots.txt from the page). The site's scripts fetch nothing.
    ['connect-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', SITE_POLICY],
  ];
  if (forHeader) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * `sha256-…` sources for every inline `<script>` (one without `src`) in the HTML. JSON-LD blocks are data the
 * browser never runs, so they need no hash; speculation rules and plain inline scripts do.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    if (/\stype\s*=\s*["']?application\/ld\+json["']?/i.test(attributes!)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

/** The policy as a `<meta http-equiv>` tag; attribute-escaped. */
export function cspMetaTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;
}
