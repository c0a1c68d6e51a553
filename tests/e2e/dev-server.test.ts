// `npm start` for copywriters: an edit to a page swaps in place (no full reload), a mistake shows the
// content check's file:line message in Vite's overlay, and fixing it recovers without a restart.
// Runs Vite's dev server on a throwaway copy of content/ so the real pages are never touched.
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

const project = path.resolve('.');
const copy = path.resolve('.e2e/dev-server');
const pageFile = path.join(copy, 'content/hot-reload-probe.mdx');
const probe = (copyText: string, frontmatterTitle = 'Hot reload probe') => `---
title: ${frontmatterTitle}
description: A page the dev-server test edits.
---

<Section id="probe">

## Probe heading

${copyText}

</Section>
`;

let server: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await rm(copy, { recursive: true, force: true });
  await mkdir(copy, { recursive: true });
  await cp(path.join(project, 'content'), path.join(copy, 'content'), { recursive: true });
  await cp(path.join(project, 'index.html'), path.join(copy, 'index.html'));
  // Code and assets are the project's own; only the pages are a copy.
  await symlink(path.join(project, 'src'), path.join(copy, 'src'));
  await symlink(path.join(project, 'public'), path.join(copy, 'public'));
  await writeFile(pageFile, probe('Version one of the copy.'));

  server = await createServer({
    configFile: path.join(project, 'vite.config.ts'),
    root: copy,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', fs: { allow: [project] } },
  });
  await server.listen();
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(new URL('hot-reload-probe', server.resolvedUrls!.local[0]).href);
  await page.getByText('Version one of the copy.').waitFor({ timeout: 60_000 });
  // Survives a hot update, vanishes on a full reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(copy, { recursive: true, force: true });
});

const notReloaded = () => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
const overlayMessage = () =>
  page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message-body')?.textContent ?? null);
/** The overlay is cleared and raised again on each update; wait for the one about this mistake. */
const waitForOverlay = (containing: string) =>
  page.waitForFunction(
    (text) => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message-body')?.textContent?.includes(text),
    containing,
  );

describe('dev server', () => {
  it('updates the page in place when its copy changes', async () => {
    await writeFile(pageFile, probe('Version two of the copy.'));
    await page.getByText('Version two of the copy.').waitFor();
    expect(await notReloaded()).toBe(true);
  });

  it('shows the content check message for a mistake in the overlay', async () => {
    await writeFile(pageFile, probe('Read <ButtonLink to="/reserch">the research</ButtonLink>.'));
    await waitForOverlay('/reserch');
    expect(await overlayMessage()).toMatchInlineSnapshot(
      `"content/hot-reload-probe.mdx:10:18  Link to "/reserch" goes to a page that does not exist. Did you mean "/research"?"`,
    );

    await writeFile(pageFile, probe('An open <Card title="x"> tag.'));
    await waitForOverlay('<Card>');
    expect(await overlayMessage()).toMatchInlineSnapshot(`"content/hot-reload-probe.mdx:10:9  <Card> is never closed. Add </Card> after its content, or write <Card /> if it wraps nothing."`);
  });

  it('recovers without a restart once the mistake is fixed', async () => {
    await writeFile(pageFile, probe('Version three of the copy.'));
    await page.getByText('Version three of the copy.').waitFor();
    await page.waitForFunction(() => !document.querySelector('vite-error-overlay'));
    expect(await notReloaded()).toBe(true);
  });

  it('reloads the page when the frontmatter changes, so the head follows', async () => {
    await writeFile(pageFile, probe('Version three of the copy.', 'A new title'));
    await page.waitForFunction(() => document.title.includes('A new title'));
    expect(await notReloaded()).toBe(false);
    expect(await readFile(pageFile, 'utf8')).toContain('A new title');
  });
});
