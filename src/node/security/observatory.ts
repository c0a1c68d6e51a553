/**
 * The grading rules of Mozilla's HTTP Observatory (mdn/mdn-http-observatory: src/analyzer/tests/*.js and
 * src/grader/charts.js), applied to what a host sends for the site's front page: the response headers from
 * dist/_headers and the page's HTML. The scanner's own npm package cannot be installed here (it downloads
 * certificate lists as it installs), so its rules are written out and tested: the score is a test, not a guess.
 *
 * Only what a static site decides is graded from the files: the host answers HTTPS and redirects HTTP to it
 * (`redirection`), and being on the browsers' HSTS preload list (+5) is a fact about the domain, not the files.
 */

/** One test's outcome: the grader's result name and its score modifier. */
export interface ObservatoryResult {
  test: ObservatoryTest;
  result: string;
  modifier: number;
}

/**
 * The tests the Observatory graded when the issue measured 110 of 145; mdn/mdn-http-observatory#498 (August
 * 2026) added COOP and COEP, each worth 10 more (165 in all).
 */
export const OBSERVATORY_TESTS = [
  'content-security-policy',
  'cookies',
  'cross-origin-resource-sharing',
  'redirection',
  'referrer-policy',
  'strict-transport-security',
  'subresource-integrity',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
] as const;
export const OBSERVATORY_TESTS_SINCE_2026 = [...OBSERVATORY_TESTS, 'cross-origin-opener-policy', 'cross-origin-embedder-policy'] as const;
export type ObservatoryTest = (typeof OBSERVATORY_TESTS_SINCE_2026)[number];

/** The most each test can add (charts.js); the score starts at 100. */
const BEST: Record<ObservatoryTest, number> = {
  'content-security-policy': 10,
  cookies: 5,
  'cross-origin-resource-sharing': 0,
  redirection: 0,
  'referrer-policy': 5,
  'strict-transport-security': 5,
  'subresource-integrity': 5,
  'x-content-type-options': 0,
  'x-frame-options': 5,
  'cross-origin-resource-policy': 10,
  'cross-origin-opener-policy': 10,
  'cross-origin-embedder-policy': 10,
};

/** Bonuses count only when the score without them is at least this (charts.js MINIMUM_SCORE_FOR_EXTRA_CREDIT). */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** What the scanner reads of the front page: its headers (any case) and its HTML. */
export interface ScannedPage {
  headers: Record<string, string>;
  html: string;
  /** Whether the domain is on the browsers' HSTS preload list (a fact about the domain; default no). */
  hstsPreloaded?: boolean;
}

export function observatoryResults(page: ScannedPage, tests: readonly ObservatoryTest[] = OBSERVATORY_TESTS): ObservatoryResult[] {
  const headers = new Map(Object.entries(page.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const csp = contentSecurityPolicyResult(headers, page.html);
  const outcomes: Record<ObservatoryTest, () => [string, number]> = {
    'content-security-policy': () => [csp.result, csp.modifier],
    cookies: () => {
      if (headers.has('set-cookie')) throw new Error('The site sets a cookie: grade it with the Observatory’s cookie rules before relying on this score.');
      return ['cookies-not-found', 0];
    },
    'cross-origin-resource-sharing': () => {
      if (headers.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true') return ['cross-origin-resource-sharing-implemented-with-universal-access', -50];
      if (!headers.has('access-control-allow-origin')) return ['cross-origin-resource-sharing-not-implemented', 0];
      return ['cross-origin-resource-sharing-implemented-with-public-access', 0];
    },
    // The host's part, assumed: HTTP answered by a redirect to HTTPS on the same host.
    redirection: () => ['redirection-to-https', 0],
    'referrer-policy': () => referrerPolicyResult(headers.get('referrer-policy')),
    'strict-transport-security': () => hstsResult(headers.get('strict-transport-security'), page.hstsPreloaded ?? false),
    'subresource-integrity': () => subresourceIntegrityResult(page.html),
    'x-content-type-options': () => {
      const value = headers.get('x-content-type-options');
      if (value === undefined) return ['x-content-type-options-not-implemented', -5];
      return value.trim().toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-header-invalid', -5];
    },
    'x-frame-options': () => {
      // frame-ancestors in the policy makes X-Frame-Options unneeded, and earns the same bonus.
      if (csp.directives?.has('frame-ancestors')) return ['x-frame-options-implemented-via-csp', 5];
      const value = headers.get('x-frame-options')?.trim().toLowerCase();
      if (value === undefined) return ['x-frame-options-not-implemented', -20];
      if (value === 'deny' || value === 'sameorigin') return ['x-frame-options-sameorigin-or-deny', 5];
      return value.startsWith('allow-from') ? ['x-frame-options-allow-from-origin', 0] : ['x-frame-options-header-invalid', -20];
    },
    'cross-origin-resource-policy': () => {
      const value = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
      if (!value) return ['corp-not-implemented', 0];
      const known: Record<string, [string, number]> = {
        'same-origin': ['corp-implemented-with-same-origin', 10],
        'same-site': ['corp-implemented-with-same-site', 10],
        'cross-origin': ['corp-implemented-with-cross-origin', 0],
      };
      return known[value] ?? ['corp-header-invalid', -5];
    },
    'cross-origin-opener-policy': () =>
      tokenResult(headers.get('cross-origin-opener-policy'), 'coop', { 'same-origin': 10, 'same-origin-allow-popups': 10, 'noopener-allow-popups': 10, 'unsafe-none': 0 }),
    'cross-origin-embedder-policy': () =>
      tokenResult(headers.get('cross-origin-embedder-policy'), 'coep', { 'require-corp': 10, credentialless: 10, 'unsafe-none': 0 }),
  };
  return tests.map((test) => {
    const [result, modifier] = outcomes[test]();
    return { test, result, modifier };
  });
}

/** The score the Observatory reports for these results: 100 plus every modifier, bonuses only from an A (90) up. */
export function observatoryScore(results: ObservatoryResult[]): number {
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const withBonuses = results.reduce((sum, { modifier }) => sum + modifier, 0);
  return Math.max(0, 100 + penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + withBonuses : 100 + penalties);
}

/** The most these tests can score. */
export const observatoryMaximum = (tests: readonly ObservatoryTest[] = OBSERVATORY_TESTS) => tests.reduce((sum, test) => sum + BEST[test], 100);

// --- Content-Security-Policy (csp.js, cspParser.js) ---------------------------------------------------------

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const NONCE_OR_HASH = /^'(sha256|sha384|sha512|nonce)-/;
const META_IGNORES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

type Directives = Map<string, Set<string>>;

/**
 * The header's policies and the page's `<meta http-equiv>` ones, read as one the way the grader does: the first
 * policy's sources, then for each later policy only the sources it shares with what came before (a directive
 * only a later policy names counts as 'none'). A directive twice in one policy makes the whole header invalid.
 */
function combinedPolicy(headerPolicies: string[], metaPolicies: string[]): Directives | 'invalid' {
  const combined: Directives = new Map();
  const policies = [...headerPolicies.map((text) => ({ text, meta: false })), ...metaPolicies.map((text) => ({ text, meta: true }))];
  for (const [index, { text, meta }] of policies.entries()) {
    if (text.trim().length < 'img-src'.length - 1) return 'invalid';
    const seen = new Set<string>();
    for (const part of text.split(';')) {
      const [name, ...values] = part.trim().split(/\s+/).filter(Boolean);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (seen.has(directive)) {
        if (directive === 'report-uri' || directive === 'report-to') continue;
        return 'invalid';
      }
      seen.add(directive);
      if (meta && META_IGNORES.has(directive)) continue;
      let sources = new Set(values.map((value) => value.toLowerCase()));
      if (sources.size === 0 && directive.endsWith('-src')) sources = new Set(["'none'"]);
      if (index > 0) {
        const before = combined.get(directive) ?? new Set();
        sources = new Set([...sources].filter((source) => before.has(source)));
      }
      combined.set(directive, sources.size ? sources : new Set(["'none'"]));
    }
  }
  return combined;
}

function contentSecurityPolicyResult(headers: Map<string, string>, html: string): { result: string; modifier: number; directives?: Directives } {
  const split = (values: string[]) => values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  const headerPolicies = split(headers.has('content-security-policy') ? [headers.get('content-security-policy')!] : []);
  const metaPolicies = split(metaContents(html, 'content-security-policy'));
  if (headerPolicies.length + metaPolicies.length === 0) {
    return headers.has('content-security-policy-report-only')
      ? { result: 'csp-not-implemented-but-reporting-enabled', modifier: -25 }
      : { result: 'csp-not-implemented', modifier: -25 };
  }
  const directives = combinedPolicy(headerPolicies, metaPolicies);
  if (directives === 'invalid') return { result: 'csp-header-invalid', modifier: -25 };
  const sourcesOf = (name: string) => new Set(directives.get(name) ?? directives.get('default-src') ?? ['*']);
  const scripts = sourcesOf('script-src');
  const styles = sourcesOf('style-src');
  const objects = sourcesOf('object-src');
  // 'unsafe-inline' beside a hash or nonce is ignored by browsers, and by the grader.
  for (const sources of [scripts, styles]) if ([...sources].some((source) => NONCE_OR_HASH.test(source))) sources.delete("'unsafe-inline'");
  if (scripts.has("'strict-dynamic'")) {
    if (![...scripts].some((source) => NONCE_OR_HASH.test(source))) return { result: 'csp-header-invalid', modifier: -25, directives };
    for (const source of scripts) if (source === "'self'" || [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad))) scripts.delete(source);
  }
  const passive = ['img-src', 'media-src'];
  const active = [...directives].filter(([name]) => !passive.includes(name) && name !== 'script-src').flatMap(([, sources]) => [...sources]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  const outcome = ((): [string, number] => {
    if ([...scripts].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)) || [...objects].some((source) => DANGEROUSLY_BROAD.has(source))) {
      return ['csp-implemented-with-unsafe-inline', -20];
    }
    if ([...active, ...scripts].some(insecure)) return ['csp-implemented-with-insecure-scheme', -20];
    if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
    if (passive.flatMap((name) => [...(directives.get(name) ?? directives.get('default-src') ?? [])]).some(insecure)) {
      return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
    }
    if ([...styles].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source))) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
    const defaults = directives.get('default-src');
    if (defaults?.size === 1 && defaults.has("'none'")) return ['csp-implemented-with-no-unsafe-default-src-none', 10];
    return ['csp-implemented-with-no-unsafe', 5];
  })();
  return { result: outcome[0], modifier: outcome[1], directives };
}

// --- The other headers ------------------------------------------------------------------------------------------

function referrerPolicyResult(value: string | undefined): [string, number] {
  if (value === undefined) return ['referrer-policy-not-implemented', 0];
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  // The last policy a browser understands wins.
  const policy = value.split(',').map((token) => token.trim().toLowerCase()).filter((token) => good.includes(token) || bad.includes(token)).at(-1);
  if (policy === undefined) return ['referrer-policy-header-invalid', -5];
  return good.includes(policy) ? ['referrer-policy-private', 5] : ['referrer-policy-unsafe', -5];
}

/** Six months, as the grader rounds it (15,552,000 s). */
const SIX_MONTHS = 15_552_000;

function hstsResult(value: string | undefined, preloaded: boolean): [string, number] {
  if (preloaded) return ['hsts-preloaded', 5];
  if (value === undefined) return ['hsts-not-implemented', -20];
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (value.includes(',') || maxAge === undefined) return ['hsts-header-invalid', -20];
  return Number(maxAge) >= SIX_MONTHS ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10];
}

/** Scripts loaded by `<script src>`: +5 only when they carry `integrity`; inline scripts have nothing to check. */
function subresourceIntegrityResult(html: string): [string, number] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes!);
  if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  const loaded = scripts.map((attributes) => ({ src: attributeValue(attributes, 'src'), integrity: attributeValue(attributes, 'integrity') })).filter(({ src }) => src);
  const external = loaded.filter(({ src }) => /^(https?:)?\/\//i.test(src!));
  if (external.some(({ src, integrity }) => !integrity && /^https:/i.test(src!))) return ['sri-not-implemented-but-external-scripts-loaded-securely', -5];
  if (external.some(({ src, integrity }) => !integrity && !/^https:/i.test(src!))) return ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50];
  if (external.length > 0) return ['sri-implemented-and-external-scripts-loaded-securely', 5];
  if (loaded.some(({ integrity }) => integrity)) return ['sri-implemented-and-all-scripts-loaded-securely', 5];
  return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
}

/** A header that is one structured-field token from a known list (COOP, COEP). */
function tokenResult(value: string | undefined, prefix: 'coop' | 'coep', modifiers: Record<string, number>): [string, number] {
  if (value === undefined) return [`${prefix}-not-implemented`, 0];
  const token = value.split(';')[0]!.trim();
  const modifier = /^[a-z*][a-z0-9_\-.:%*/]*$/.test(token) ? modifiers[token] : undefined;
  return modifier === undefined ? [`${prefix}-header-invalid`, -5] : [`${prefix}-implemented-with-${token}`, modifier];
}

// --- HTML -------------------------------------------------------------------------------------------------------

/** The `content` of every `<meta http-equiv="…">` with this name, entities decoded. */
function metaContents(html: string, httpEquiv: string): string[] {
  return [...html.matchAll(/<meta\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => attributeValue(attributes, 'http-equiv')?.toLowerCase() === httpEquiv)
    .map((attributes) => attributeValue(attributes, 'content') ?? '');
}

function attributeValue(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
