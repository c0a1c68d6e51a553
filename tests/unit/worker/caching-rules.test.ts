// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHashedFile, isOtherSiteFile, isPage, pageKey } from '../../../src/worker/caching-rules.ts';

const scopes = ['https://site.org/', 'https://site.org/preview/x/'];
const route = (address: string, mode = 'no-cors') => ({ url: new URL(address), request: { mode } });

describe.each(scopes)('what the service worker keeps, for scope %s', (scope) => {
  const at = (path: string) => new URL(path, scope).href;

  it('takes pages of the site network first', () => {
    expect(isPage(route(at('lighthouse'), 'navigate'), scope)).toBe(true);
    expect(isPage(route(scope, 'navigate'), scope)).toBe(true);
    // An embedded form's frame, or a page outside the base path, is not the worker's.
    expect(isPage(route('https://forms.example.com/contact', 'navigate'), scope)).toBe(false);
    expect(isPage(route(at('lighthouse'), 'no-cors'), scope)).toBe(false);
  });

  it('takes hashed files (assets/, _pictures/) cache first, and nothing else as hashed', () => {
    expect(isHashedFile(route(at('assets/index-1a2b.js'), 'cors'), scope)).toBe(true);
    expect(isHashedFile(route(at('_pictures/hero-1200.avif')), scope)).toBe(true);
    expect(isHashedFile(route(at('images/lighthouse/hero.svg')), scope)).toBe(false);
    expect(isHashedFile(route(at('assets'), 'navigate'), scope)).toBe(false);
    expect(isHashedFile(route('https://other.org/assets/x.js'), scope)).toBe(false);
  });

  it("refreshes the site's other files behind the kept copy; another site's are not touched", () => {
    expect(isOtherSiteFile(route(at('images/lighthouse/hero.svg')), scope)).toBe(true);
    expect(isOtherSiteFile(route(at('manifest.webmanifest'), 'cors'), scope)).toBe(true);
    expect(isOtherSiteFile(route(at('assets/index-1a2b.js')), scope)).toBe(false);
    expect(isOtherSiteFile(route('https://forms.example.com/embed.js'), scope)).toBe(false);
  });

  it('finds a page in the precache by its address, whatever its query or trailing slash', () => {
    expect(pageKey(new URL(at('lighthouse/?utm=x#steps')), scope)).toBe(at('lighthouse'));
    expect(pageKey(new URL(at('lighthouse')), scope)).toBe(at('lighthouse'));
    expect(pageKey(new URL(scope), scope)).toBe(scope);
  });
});
