// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  headerRules,
  headersForPath,
  IMMUTABLE_CACHE,
  parseHeadersFile,
  pathMatches,
} from '../../../../src/node/security/headers-file.ts';

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
    expect(rules.map((rule) => rule.path)).toEqual([
      '/preview/x/*',
      '/preview/x/social/*',
      '/preview/x/favicon.svg',
      '/preview/x/assets/*',
      '/preview/x/_pictures/*',
      '/preview/x/*.md',
      '/preview/x/llms.txt',
      '/preview/x/llms-full.txt',
    ]);
    expect(headersForPath(rules, '/other/')).toEqual({});
    expect(headersForPath(rules, '/preview/x/assets/a-1.js')['Cache-Control']).toBe(IMMUTABLE_CACHE);
  });

  it('keeps every file to the site (CORP same-origin) but what other sites show: the social images and the icon', () => {
    const rules = headerRules({ base: '/', csp: 'x' });
    const corp = (requestPath: string) => headersForPath(rules, requestPath)['Cross-Origin-Resource-Policy'];
    expect(['/', '/research', '/_pictures/a-1-480.avif', '/assets/index-abc.js', '/images/a.svg'].map(corp)).toEqual(
      Array(5).fill('same-origin'),
    );
    expect(['/social/home.png', '/social/lighthouse.jpg', '/favicon.svg'].map(corp)).toEqual(
      Array(3).fill('cross-origin'),
    );
  });

  it('isolates every page from windows of other sites, keeping the opener of a popup an embedded form opens', () => {
    expect(headersForPath(headerRules({ base: '/', csp: 'x' }), '/keynote')['Cross-Origin-Opener-Policy']).toBe(
      'same-origin-allow-popups',
    );
  });

  it('sends the Markdown copies, llms.txt and llms-full.txt as Markdown in UTF-8, cached like the other plain files', () => {
    const rules = headerRules({ base: '/preview/x/', csp: 'x' });
    for (const file of [
      '/preview/x/research.md',
      '/preview/x/index.html.md',
      '/preview/x/guides/first-evening.md',
      '/preview/x/llms.txt',
      '/preview/x/llms-full.txt',
    ]) {
      expect(headersForPath(rules, file)['Content-Type'], file).toBe('text/markdown; charset=utf-8');
      expect(headersForPath(rules, file)['Cache-Control'], file).toBeUndefined();
    }
    for (const file of ['/preview/x/research', '/preview/x/robots.txt', '/preview/x/md', '/other/research.md']) {
      expect(headersForPath(rules, file)['Content-Type'], file).toBeUndefined();
    }
  });

  it('matches a pattern with one * anywhere in it, the * taking any characters, slashes too', () => {
    expect(pathMatches('/p/*.md', '/p/a/b.md')).toBe(true);
    expect(pathMatches('/p/*.md', '/p/.md')).toBe(true);
    expect(pathMatches('/p/*.md', '/p/a.mdx')).toBe(false);
    expect(pathMatches('/p/*.md', '/q/a.md')).toBe(false);
    expect(pathMatches('/a*a', '/a')).toBe(false);
    expect(pathMatches('/p/*', '/p/')).toBe(true);
    expect(pathMatches('/p/x', '/p/x')).toBe(true);
  });

  it('rejects a header line outside any rule', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/line 1/);
  });
});
