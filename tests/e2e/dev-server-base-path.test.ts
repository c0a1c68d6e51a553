// `npm start` with a base path (BASE_PATH, as a site served under a folder is built): the page's own addresses already
// carry the base, as the build writes them, and the dev server must not add it a second time; a page's edit link
// opens its file in the editor through the dev server, under the base too.
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { site } from '../../content/site.ts';
import { openPage, PHONE, siteProblems, useBrowser } from './support/browser.ts';

const BASE = '/family-glue/';

let server: ViteDevServer;
let browser: Browser;
useBrowser((launched) => (browser = launched));

beforeAll(async () => {
  server = await createServer({ base: BASE, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

it('serves a page under the base path with every address and picture once under it', async () => {
  const url = new URL(`${BASE}lighthouse`, server.resolvedUrls!.local[0]).href;
  // The first request compiles the layout, the components and the page on demand (a minute on a busy machine).
  const html = await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).text();
  const addresses = [...html.matchAll(/\b(?:src|href|srcset)="(\/[^"]*)"/g)].flatMap(([, value]) =>
    value!.split(/,\s*/).map((entry) => entry.split(' ')[0]!),
  );
  expect(addresses.length).toBeGreaterThan(10);
  expect(
    addresses.filter((address) => !address.startsWith(BASE) || address.startsWith(`${BASE}${BASE.slice(1)}`)),
  ).toEqual([]);

  const { page, problems } = await openPage(browser, url, { viewport: PHONE });
  const hero = page.locator('.hero img').first();
  await hero.evaluate((image: HTMLImageElement) => image.decode());
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(siteProblems(problems)).toEqual([]);
  await page.context().close();
}, 120_000);

it('opens a page’s own file in the editor from its edit link, and the browser stays on the page', async () => {
  // The editor: a script that writes down what it was asked to open (launch-editor starts LAUNCH_EDITOR with the file,
  // its line and its column).
  const folder = path.resolve('.e2e/dev-editor');
  const opened = path.join(folder, 'opened.txt');
  const editor = path.join(folder, 'editor.sh');
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await writeFile(editor, `#!/bin/sh\nprintf '%s\\n' "$@" > '${opened}'\n`);
  await chmod(editor, 0o755);
  vi.stubEnv('LAUNCH_EDITOR', editor);
  const url = new URL(`${BASE}keynote`, server.resolvedUrls!.local[0]).href;
  const { page, problems } = await openPage(browser, url, { viewport: PHONE });
  try {
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === `${BASE}__open-in-editor`);
    await page.getByRole('link', { name: site.editLink.label }).click();
    expect((await asked).status()).toBe(204);
    await expect
      .poll(() => readFile(opened, 'utf8').catch(() => ''))
      .toBe(`${path.resolve('content/keynote.mdx')}\n1\n1\n`);
    expect(page.url()).toBe(url);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(siteProblems(problems)).toEqual([]);
  } finally {
    vi.unstubAllEnvs();
    await page.context().close();
  }
}, 120_000);
