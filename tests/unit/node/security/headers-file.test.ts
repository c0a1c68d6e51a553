// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headerRules, headersForPath, IMMUTABLE_CACHE, parseHeadersFile } from '../../../../src/node/security/headers-file.ts';

describe('_headers', () => {
  it('round-trips through its text format', () => {
    const rules = headerRules({ base: '/', csp: "default-src 'self'" });
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('sends the security headers everywhere and immutable caching for hashed assets only', () => {
    const rules = headerRules({ base: '/', csp: "default-src 'self'" });
    const page = headersForPath(rules, '/research');
    expect(page).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(page['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    expect(page['Permissions-Policy']).toContain('camera=()');
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersForPath(rules, '/favicon.svg')['Cache-Control']).toBeUndefined();
    expect(headersForPath(rules, '/assets/index-abc123.js')['Cache-Control']).toBe(IMMUTABLE_CACHE);
  });

  it('puts every path under the base path', () => {
    const rules = headerRules({ base: '/preview/x/', csp: 'x' });
    expect(rules.map((rule) => rule.path)).toEqual(['/preview/x/*', '/preview/x/assets/*', '/preview/x/_pictures/*']);
    expect(headersForPath(rules, '/other/')).toEqual({});
    expect(headersForPath(rules, '/preview/x/assets/a-1.js')['Cache-Control']).toBe(IMMUTABLE_CACHE);
  });

  it('rejects a header line outside any rule', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/line 1/);
  });
});
