// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  observatoryMaximum,
  observatoryResults,
  observatoryScore,
  OBSERVATORY_TESTS_SINCE_2026,
  type ScannedPage,
} from '../../../../src/node/security/observatory.ts';
import { headersForPath, parseHeadersFile } from '../../../../src/node/security/headers-file.ts';

const page = (headers: Record<string, string>, html = '<html><head><script>x()</script></head></html>'): ScannedPage => ({ headers, html });
const resultOf = (scanned: ScannedPage, test: string) => observatoryResults(scanned, OBSERVATORY_TESTS_SINCE_2026).find((result) => result.test === test)!;
const withMeta = (policy: string) => `<head><meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" /></head>`;

/** The headers every case starts from: what a careful site sends, minus what the case is about. */
const good = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

describe('the Observatory’s grading, applied to headers', () => {
  it('scores the headers the site sent before issue 27 at 110 of 145, as the scanner did', () => {
    // dist/_headers as the build wrote it then, and its front page's <meta> policy (the same, less frame-ancestors).
    const before = headersForPath(parseHeadersFile(readFileSync('tests/fixtures/observatory/headers-before-issue-27', 'utf8')), '/');
    const meta = before['Content-Security-Policy']!.replace("; frame-ancestors 'none'", '');
    const results = observatoryResults(page(before, `${withMeta(meta)}<script>go()</script>`));
    expect(Object.fromEntries(results.filter(({ modifier }) => modifier !== 0).map(({ test, modifier }) => [test, modifier]))).toEqual({
      'referrer-policy': 5,
      'x-frame-options': 5,
    });
    expect(results.find(({ test }) => test === 'content-security-policy')!.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(observatoryScore(results)).toBe(110);
    expect(observatoryMaximum()).toBe(145);
    expect(observatoryMaximum(OBSERVATORY_TESTS_SINCE_2026)).toBe(165);
  });

  describe('Content-Security-Policy', () => {
    const csp = (policy: string, html?: string) => resultOf(page({ ...good, 'Content-Security-Policy': policy }, html), 'content-security-policy');

    it("gives +10 for default-src 'none' with nothing unsafe, +5 without it", () => {
      expect(csp("default-src 'none'; script-src 'self'; style-src 'self'")).toMatchObject({ result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 });
      expect(csp("default-src 'self'")).toMatchObject({ result: 'csp-implemented-with-no-unsafe', modifier: 5 });
    });

    it("gives nothing for 'unsafe-inline' (or data:) in style-src, and reads style-src-attr and style-src-elem not at all", () => {
      expect(csp("default-src 'none'; style-src 'self' 'unsafe-inline'").modifier).toBe(0);
      expect(csp("default-src 'none'; style-src 'self' data:").modifier).toBe(0);
      expect(csp("default-src 'none'; style-src 'self'; style-src-attr 'unsafe-inline'").modifier).toBe(10);
      // Without style-src, default-src stands for it.
      expect(csp("default-src 'self' 'unsafe-inline'").result).toBe('csp-implemented-with-unsafe-inline');
    });

    it("takes 20 off for unsafe or broad script sources, or object-src left open; ignores 'unsafe-inline' beside a hash", () => {
      expect(csp("default-src 'none'; script-src 'self' 'unsafe-inline'").modifier).toBe(-20);
      expect(csp("default-src 'none'; script-src https:").modifier).toBe(-20);
      expect(csp("script-src 'self'; style-src 'self'").modifier).toBe(-20);
      expect(csp("default-src 'none'; script-src 'self' 'sha256-abc=' 'unsafe-inline'").modifier).toBe(10);
      expect(csp("default-src 'none'; script-src 'self' 'unsafe-eval'").modifier).toBe(-10);
      expect(csp("default-src 'none'; img-src http://cdn.example").modifier).toBe(-10);
    });

    it('is invalid with a directive written twice, and missing when there is no policy at all', () => {
      expect(csp("default-src 'none'; script-src 'self'; script-src 'none'")).toMatchObject({ result: 'csp-header-invalid', modifier: -25 });
      const { 'Content-Security-Policy': _, ...none } = good;
      expect(resultOf(page(none), 'content-security-policy')).toMatchObject({ result: 'csp-not-implemented', modifier: -25 });
    });

    it('reads the header and the <meta> policy as one: a source counts only where both allow it', () => {
      const header = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'";
      expect(csp(header, withMeta("default-src 'none'; script-src 'self'; style-src 'self'")).modifier).toBe(10);
      // A directive only the <meta> names counts as 'none'.
      expect(csp("default-src 'none'", withMeta("default-src 'none'; script-src *")).modifier).toBe(10);
    });
  });

  it('gives X-Frame-Options’ +5 for frame-ancestors in the header, or for DENY/SAMEORIGIN; takes 20 off for neither', () => {
    expect(resultOf(page(good), 'x-frame-options')).toMatchObject({ result: 'x-frame-options-implemented-via-csp', modifier: 5 });
    const noAncestors = { ...good, 'Content-Security-Policy': "default-src 'none'" };
    expect(resultOf(page({ ...noAncestors, 'X-Frame-Options': 'DENY' }), 'x-frame-options').modifier).toBe(5);
    expect(resultOf(page(noAncestors), 'x-frame-options').modifier).toBe(-20);
  });

  it('gives CORP +10 for same-origin or same-site, nothing for cross-origin, -5 for anything else', () => {
    const corp = (value: string) => resultOf(page({ ...good, 'Cross-Origin-Resource-Policy': value }), 'cross-origin-resource-policy').modifier;
    expect([corp('same-origin'), corp('same-site'), corp('cross-origin'), corp('same-origin, cross-origin')]).toEqual([10, 10, 0, -5]);
  });

  it('gives COOP and COEP +10 each since 2026 (same-origin-allow-popups counts as same-origin does), -5 when invalid', () => {
    const coop = (value: string) => resultOf(page({ ...good, 'Cross-Origin-Opener-Policy': value }), 'cross-origin-opener-policy').modifier;
    expect([coop('same-origin'), coop('same-origin-allow-popups'), coop('unsafe-none'), coop('same-origin, same-origin-allow-popups')]).toEqual([10, 10, 0, -5]);
    expect(resultOf(page(good), 'cross-origin-embedder-policy').modifier).toBe(0);
  });

  it('grades HSTS by max-age (six months), Referrer-Policy by privacy, X-Content-Type-Options by nosniff', () => {
    const test = (headers: Record<string, string>, name: string) => resultOf(page({ ...good, ...headers }), name).modifier;
    expect(test({ 'Strict-Transport-Security': 'max-age=300' }, 'strict-transport-security')).toBe(-10);
    expect(test({ 'Strict-Transport-Security': 'includeSubDomains' }, 'strict-transport-security')).toBe(-20);
    expect(resultOf({ ...page(good), hstsPreloaded: true }, 'strict-transport-security').modifier).toBe(5);
    expect(test({ 'Referrer-Policy': 'unsafe-url' }, 'referrer-policy')).toBe(-5);
    expect(test({ 'Referrer-Policy': 'no-referrer, strict-origin-when-cross-origin' }, 'referrer-policy')).toBe(5);
    expect(test({ 'X-Content-Type-Options': 'sniff' }, 'x-content-type-options')).toBe(-5);
  });

  it('gives SRI’s +5 only for <script src> with integrity; inline scripts are neither good nor bad', () => {
    const sri = (html: string) => resultOf(page(good, html), 'subresource-integrity').modifier;
    expect(sri('<script>go()</script>')).toBe(0);
    expect(sri('<p>no scripts</p>')).toBe(0);
    expect(sri('<script src="/a.js" integrity="sha384-x"></script>')).toBe(5);
    expect(sri('<script src="https://cdn.example/a.js"></script>')).toBe(-5);
  });

  it('counts bonuses only from an A up', () => {
    const weak = observatoryResults(page({ ...good, 'Strict-Transport-Security': 'max-age=1', 'X-Content-Type-Options': 'no' }));
    // 100 - 10 - 5 = 85: below 90, so CSP, CORP, XFO and Referrer-Policy add nothing.
    expect(observatoryScore(weak)).toBe(85);
  });

  it('refuses to grade a page that sets a cookie rather than guess', () => {
    expect(() => observatoryResults(page({ ...good, 'Set-Cookie': 'a=b' }))).toThrow(/cookie/);
  });
});
