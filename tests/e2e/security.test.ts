import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildOnlyPackagesIn } from '../../src/node/bench/build-only-code.ts';
import { formEmbedUrls, originsOf } from '../../src/node/security/form-embeds.ts';
import { inlineScriptHashes } from '../../src/node/security/content-security-policy.ts';
import { IMMUTABLE_CACHE } from '../../src/node/security/headers-file.ts';
import { routeLabel, siteRoutes } from '../../src/node/bench/site-routes.ts';
import { CSP_VIOLATION, DESKTOP, useBrowser, openPage, PHONE, waitForHydration, waitForScrolledIn } from './support/browser.ts';
import { addressIn, everySite, rootSite } from './support/sites.ts';


let browser: Browser;
useBrowser((launched) => (browser = launched));

/** A policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((part) => part[0]).map(([name, ...sources]) => [name!, sources]));
}

function metaPolicy(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  if (!match) throw new Error('No Content-Security-Policy <meta> in the page.');
  return match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

const cspViolations = (problems: string[]) => problems.filter((problem) => problem.startsWith(CSP_VIOLATION));

describe.each(everySite())('site built for $base', (site) => {
  const routes = siteRoutes(site.dir, site.base);
  const at = addressIn(site);
  const formOrigins = originsOf(formEmbedUrls);

  describe.each(routes.map((route) => ({ ...route, label: routeLabel(route) })))('$label', (route) => {
    it('carries a strict Content-Security-Policy <meta> before any script or stylesheet', async () => {
      const html = await (await fetch(at(route.path))).text();
      const policy = directives(metaPolicy(html));
      const scripts = policy.get('script-src') ?? policy.get('default-src')!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(formOrigins);
      // Browsers ignore frame-ancestors in <meta> and warn about it: it belongs in the header only.
      expect(policy.has('frame-ancestors')).toBe(false);
      const metaAt = html.indexOf('http-equiv="Content-Security-Policy"');
      expect(metaAt).toBeLessThan(html.search(/<script|<link rel="stylesheet"|<link rel="preload"/));
      // Every inline script the build emitted is allowed by its hash, and only then.
      for (const hash of inlineScriptHashes(html)) expect(scripts).toContain(`'${hash}'`);
    });

    it('is served with the _headers security headers, the CSP with frame-ancestors included', async () => {
      const response = await fetch(at(route.path));
      const header = directives(response.headers.get('content-security-policy') ?? '');
      expect(header.get('frame-ancestors')).toEqual(["'none'"]);
      expect(header.get('frame-src')).toEqual(formOrigins);
      const html = await response.text();
      for (const [name, sources] of directives(metaPolicy(html))) expect(header.get(name), name).toEqual(sources);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    });
  });

  it('caches hashed assets for a year, and only those', async () => {
    const files = await readdir(path.join(site.dir, 'assets'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      // Vite's content hash: 8 URL-safe characters before the extension.
      expect(file, 'every file under assets/ is content-hashed').toMatch(/-[\w-]{8}\.[a-z0-9]+$/);
      const response = await fetch(at(`assets/${file}`));
      expect(response.headers.get('cache-control'), file).toBe(IMMUTABLE_CACHE);
    }
    expect((await fetch(at('favicon.svg'))).headers.get('cache-control')).toBeNull();
    expect((await fetch(at('sitemap.xml'))).headers.get('cache-control')).toBeNull();
  });

  it('writes _headers for paths under the base path, and never serves it', async () => {
    const text = await readFile(path.join(site.dir, '_headers'), 'utf8');
    const patterns = text.split('\n').filter((line) => line && !/^\s/.test(line));
    expect(patterns).toEqual([`${site.base}*`, `${site.base}assets/*`, `${site.base}_pictures/*`]);
    expect((await fetch(at('_headers'))).status).toBe(404);
  });

  it('ships no build-only code (zod, yaml, unified/remark, micromark, React Router) to the browser', async () => {
    const scripts = (await readdir(path.join(site.dir, 'assets'))).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(buildOnlyPackagesIn(await readFile(path.join(site.dir, 'assets', file), 'utf8')), file).toEqual([]);
    }
  });
});

// What the browser does under the policy is the same under any base path (the hashes the policy lists,
// which do depend on it, are checked above on both builds): the root build is driven.
describe('site built for /', () => {
  const site = rootSite();
  const at = addressIn(site);

  describe.each(siteRoutes(site.dir, site.base).map((route) => ({ ...route, label: routeLabel(route) })))('$label', (route) => {
    it.each([
      { width: PHONE.width, viewport: PHONE },
      { width: DESKTOP.width, viewport: DESKTOP },
    ])('breaks no CSP rule while loading, hydrating and scrolling at $width px', async ({ viewport }) => {
      const { page, problems } = await openPage(browser, at(route.path), { viewport });
      await waitForHydration(page);
      // Scrolling through the page loads lazy images and embeds.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await waitForScrolledIn(page);
      if (viewport === PHONE) {
        // The drawer (vaul, Radix) injects styles at run time: the policy must allow them.
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
      }
      expect(cspViolations(problems)).toEqual([]);
      await page.context().close();
    });
  });

  it('reports a CSP violation when a page runs an inline script (the check itself works)', async () => {
    const { page, problems } = await openPage(browser, at(''));
    // Playwright inserts a <script> element with this text, as an injection attack would.
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    await expect.poll(() => cspViolations(problems).length).toBeGreaterThan(0);
    expect(cspViolations(problems)[0]).toMatch(/script-src-elem blocked inline/);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await page.context().close();
  });
});
