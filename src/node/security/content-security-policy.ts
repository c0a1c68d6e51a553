import { createHash } from 'node:crypto';

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
 * The site's Content-Security-Policy. Scripts come only from the site itself (plus hashed inline
 * scripts, if the build ever emits one): no 'unsafe-inline', no 'unsafe-eval'.
 *
 * Styles allow 'unsafe-inline' on purpose: React renders `style` attributes into the pre-rendered HTML,
 * and Radix (react-remove-scroll) and vaul inject `<style>` elements with computed values at run time,
 * which no fixed hash can cover. Inline styles cannot run code, so this is the accepted trade-off.
 */
export function contentSecurityPolicy({ frameOrigins, scriptHashes, forHeader }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', ...(frameOrigins.length ? frameOrigins : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['manifest-src', "'self'"],
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
