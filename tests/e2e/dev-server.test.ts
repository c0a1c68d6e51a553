// `npm start` for copywriters: every page renders as in the build with a clean console, an edit to a page
// shows at once (the browser reloads the server-rendered page), a mistake shows the content check's
// file:line message in Vite's overlay, and fixing it recovers without a restart. Runs Vite's dev server on
// a throwaway copy of content/ (with UAE registration opened) so the real pages are never touched.
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraPhoto } from '../../tools/fixtures/camera-photo.ts';
import { openPage, PHONE, revisit, sharedPage, siteProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { PROJECT, settings } from './support/content.ts';

const project = PROJECT;
const copy = path.resolve('.e2e/dev-server');
const pageFile = path.join(copy, 'content/hot-reload-probe.mdx');
const probe = (copyText: string, frontmatterTitle = 'Hot reload probe') => `---
title: ${frontmatterTitle}
description: A page the dev-server test edits.
---

<Section id="probe">

# Probe heading

${copyText}

</Section>
`;

let server: ViteDevServer;
let browser: Browser;
useBrowser((launched) => (browser = launched));
let page: Page;
/** Whether the page's Vite client is connected to the server, so it will hear of the next save. */
let listening = false;
/** How many documents the page has loaded: each save of the probe page reloads it once. */
let documents = 0;

beforeAll(async () => {
  await rm(copy, { recursive: true, force: true });
  await mkdir(copy, { recursive: true });
  await cp(path.join(project, 'content'), path.join(copy, 'content'), { recursive: true });
  await cp(path.join(project, 'index.html'), path.join(copy, 'index.html'));
  // A copy of the code too, so it reads the copy's settings; the assets are the project's own.
  await cp(path.join(project, 'src'), path.join(copy, 'src'), { recursive: true });
  // The project's public/ plus a photo from a camera, which only this copy has.
  await cp(path.join(project, 'public'), path.join(copy, 'public'), { recursive: true });
  await writeFile(
    path.join(copy, 'public/images/dev-photo.jpg'),
    await cameraPhoto({ width: 2000, height: 1500, seed: 7 }),
  );
  await writeFile(
    path.join(copy, 'content/photo-probe.mdx'),
    '---\ntitle: Photo probe\ndescription: A page with a camera photo.\n---\n\n<Hero image="/images/dev-photo.jpg" imageAlt="A field under a wide sky">\n\n# Photo probe\n\n</Hero>\n',
  );
  await writeFile(pageFile, probe('Version one of the copy.'));
  const settings = path.join(copy, 'content/site.ts');
  await writeFile(
    settings,
    (await readFile(settings, 'utf8')).replace('registrationOpen: false', 'registrationOpen: true'),
  );

  server = await createServer({
    configFile: path.join(project, 'vite.config.ts'),
    root: copy,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', fs: { allow: [project] } },
  });
  await server.listen();
  page = await browser.newPage();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    listening = false;
    documents += 1;
  });
  page.on('console', (message) => {
    if (message.text() === '[vite] connected.') listening = true;
  });
  // The first request compiles the layout, the components and the page on demand: on a busy two-core machine that
  // has taken over the 30 s a navigation waits by default, so it gets the same minute as the copy it waits for.
  await page.goto(new URL('hot-reload-probe', server.resolvedUrls!.local[0]).href, { timeout: 60_000 });
  await page.getByText('Version one of the copy.').waitFor({ timeout: 60_000 });
}, 120_000);

afterAll(async () => {
  // The page first, so that its Vite client does not go on asking for the server once it has stopped.
  await page?.context().close();
  await server?.close();
  await rm(copy, { recursive: true, force: true });
});

const pageUrl = (route: string) => new URL(route, server.resolvedUrls!.local[0]).href;
/**
 * Saves the probe page once the open page will hear of it, as a copywriter's next save comes long after their browser
 * has connected (a page still connecting is reloaded as it connects: its own test below), then waits for the reload
 * the save causes. The server's error message reaches the page on its way out as well: it shows the overlay there, a
 * moment before the reload replaces it with Vite's error page. A check made then, and the next save, would be on that
 * old page (CI, on a busy machine).
 */
async function save(text: string): Promise<void> {
  await expect.poll(() => listening, { timeout: 30_000 }).toBe(true);
  const loaded = documents;
  await writeFile(pageFile, text);
  await expect.poll(() => documents, { timeout: 30_000 }).toBeGreaterThan(loaded);
}

/**
 * The error overlay's message on the page the save's reload brought (see save()), once Vite's error page shows it
 * and it is the one about this mistake. A wait that ends without it says which message the page showed instead.
 */
const overlayAbout = async (containing: string) => {
  let shown: string | undefined;
  await expect
    .poll(
      async () =>
        (shown = await page.evaluate(
          () => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message-body')?.textContent,
        )),
      {
        timeout: 30_000,
      },
    )
    .toContain(containing);
  return shown;
};

describe('dev server', () => {
  // One phone page loads each route in turn: a new document each time, so the drawer one opened is gone, but the
  // modules the dev server sends unbundled, hundreds to a page, come from the browser's cache after the first.
  const routePage = sharedPage(() => openPage(browser, 'about:blank', { viewport: PHONE }));

  it.each(['', 'research', 'uaeworkshop', 'keynote', 'lighthouse'])(
    'renders /%s on the server and wakes its islands with no console error or warning',
    async (route) => {
      const watched = await routePage();
      // The first press of the menu button has the server compile the drawer's island and its libraries: over the
      // built site's 10 s when the machine was busy.
      watched.page.setDefaultTimeout(30_000);
      const { page: visit, problems } = await revisit(watched, pageUrl(route));
      // The server sent the page's text: it is there before any script ran.
      const html = await (await fetch(pageUrl(route))).text();
      expect(html).toContain('<main id="main"');
      expect(html).toContain('fg-island');
      // The menu island wakes and opens the drawer.
      await visit.getByRole('button', { name: settings.menu.open }).click();
      await visit.getByRole('dialog', { name: settings.menu.title }).waitFor();
      expect(siteProblems(problems)).toEqual([]);
    },
    60_000,
  );

  it('opens the registration dialog when the setting opens registration, and Complete Payment hands over to the checkout', async () => {
    const { page: visit, problems } = await openPage(browser, pageUrl('uaeworkshop'));
    await waitForHydration(visit);
    await visit.getByRole('button', { name: settings.packageCard.register }).click();
    const dialog = visit.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('A parent');
    await dialog.getByLabel('Email').fill('parent@example.com');
    await dialog.getByLabel(settings.registrationDialog.whatsapp).fill('+971 50 000 0000');
    await dialog.getByLabel('yes').check();
    // The checkout opens in a new tab (its host is blocked here, so read the address it asked for).
    const checkout = visit
      .context()
      .waitForEvent('request', (request) => request.url().startsWith('https://pay.example.com/'));
    await dialog.getByRole('button', { name: settings.registrationDialog.completePayment }).click();
    expect((await checkout).url()).toBe('https://pay.example.com/uae-workshop');
    await dialog.waitFor({ state: 'detached' });
    // Opened again, the form is empty.
    await visit.getByRole('button', { name: settings.packageCard.register }).click();
    expect(await visit.getByRole('dialog').getByLabel('Name').inputValue()).toBe('');
    expect(siteProblems(problems)).toEqual([]);
    await visit.context().close();
  }, 60_000);

  it('shows a camera photo as the build does: a <picture> of encoded copies it serves, at the file’s own size', async () => {
    const { page: visit, problems } = await openPage(browser, pageUrl('photo-probe'), { viewport: PHONE });
    const img = visit.locator('.hero picture img');
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['2000', '1500']);
    expect(
      await visit
        .locator('.hero picture source')
        .evaluateAll((sources) => sources.map((source) => source.getAttribute('type'))),
    ).toEqual(['image/avif', 'image/webp']);
    await img.evaluate((image: HTMLImageElement) => image.decode());
    const shown = await img.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(shown).pathname).toMatch(/^\/_pictures\/dev-photo-[0-9a-f]{10}-\d+\.avif$/);
    expect((await fetch(shown)).headers.get('content-type')).toBe('image/avif');
    expect(siteProblems(problems)).toEqual([]);
    await visit.context().close();
  }, 60_000);

  it('shows the new copy when a page changes', async () => {
    await save(probe('Version two of the copy.'));
    await page.getByText('Version two of the copy.').waitFor();
  });

  it('shows the content check message for a mistake in the overlay', async () => {
    await save(probe('Read <ButtonLink to="/reserch">the research</ButtonLink>.'));
    expect(await overlayAbout('/reserch')).toMatchInlineSnapshot(
      `"content/hot-reload-probe.mdx:10:18  Link to "/reserch" goes to a page that does not exist. Did you mean "/research"?"`,
    );

    await save(probe('An open <Card title="x"> tag.'));
    expect(await overlayAbout('<Card>')).toMatchInlineSnapshot(
      `"content/hot-reload-probe.mdx:10:9  <Card> is never closed. Add </Card> after its content, or write <Card /> if it wraps nothing."`,
    );

    await save(probe('Read [the research](/research for more.'));
    expect(await overlayAbout('shows on the page as typed')).toMatchInlineSnapshot(
      `"content/hot-reload-probe.mdx:10:6  "[the research](/research for more." shows on the page as typed: a link is written [words](address), both brackets and both parentheses closed, nothing between ] and (. Complete it, or write \\[ to show a bracket."`,
    );
  });

  it('recovers without a restart once the mistake is fixed', async () => {
    await save(probe('Version three of the copy.'));
    await page.getByText('Version three of the copy.').waitFor();
    await page.waitForFunction(() => !document.querySelector('vite-error-overlay'));
  });

  it('reloads a page whose Vite client connected only after the reload of a save had been sent', async () => {
    // On a busy machine a page can still be connecting when a save's reload is sent to the pages that are connected.
    // This one is held back until then.
    const late = await browser.newPage();
    let connect = () => {};
    const held = new Promise<void>((resolve) => (connect = resolve));
    await late.routeWebSocket(
      () => true,
      async (socket) => {
        await held;
        socket.connectToServer();
      },
    );
    await late.goto(pageUrl('hot-reload-probe'));
    await save(probe('Version four of the copy.'));
    connect();
    await late.getByText('Version four of the copy.').waitFor();
    await late.context().close();
  });

  it('updates an island in place when its code changes (React Fast Refresh, no reload)', async () => {
    const { page: visit, problems } = await openPage(browser, pageUrl('keynote'), { viewport: PHONE });
    await waitForHydration(visit);
    await visit.getByRole('button', { name: settings.menu.open }).click();
    await visit.getByRole('dialog', { name: settings.menu.title }).waitFor();
    await visit.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const island = path.join(copy, 'src/islands/MobileMenu.tsx');
    const code = await readFile(island, 'utf8');
    const title = '>{words.title}</Drawer.Title>';
    expect(code).toContain(title);
    await writeFile(island, code.replace(title, '>Site {words.title.toLowerCase()}</Drawer.Title>'));
    await visit.getByRole('dialog', { name: 'Site navigation' }).waitFor();
    // Same page, same open drawer: the island's state survived the update.
    expect(await visit.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(siteProblems(problems)).toEqual([]);
    await writeFile(island, code);
    await visit.context().close();
  });

  it('follows a frontmatter change in the head', async () => {
    await save(probe('Version three of the copy.', 'A new title'));
    await page.waitForFunction(() => document.title.includes('A new title'));
    expect(await readFile(pageFile, 'utf8')).toContain('A new title');
  });
});
