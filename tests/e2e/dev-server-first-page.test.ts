// `npm start` sends its first page before the content check has read every page (DevContentCheck): a mistake on
// the page opened first must still reach the overlay and the terminal at its line, once the check has run, and a
// reload must show it again. Runs Vite's dev server on a throwaway copy, as tests/e2e/dev-server.test.ts does.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { PROJECT } from './support/content.ts';

const project = PROJECT;
const copy = path.resolve('.e2e/dev-server-first-page');
const MISTAKE_LINE =
  'content/first-page-probe.mdx:10:6  Link to "/reserch" goes to a page that does not exist. Did you mean "/research"?';

let server: ViteDevServer;
let browser: Browser;
useBrowser((launched) => (browser = launched));
let page: Page;
/** What the server printed as errors: the terminal a copywriter watches. */
const terminal: string[] = [];

beforeAll(async () => {
  await rm(copy, { recursive: true, force: true });
  await mkdir(copy, { recursive: true });
  for (const folder of ['content', 'src', 'public'])
    await cp(path.join(project, folder), path.join(copy, folder), { recursive: true });
  await cp(path.join(project, 'index.html'), path.join(copy, 'index.html'));
  // The mistake is there before the server starts: the first page's compile is the one it must not wait on.
  await writeFile(
    path.join(copy, 'content/first-page-probe.mdx'),
    '---\ntitle: First page probe\ndescription: A page opened first, with a broken link.\n---\n\n<Section id="probe">\n\n# First page probe\n\nRead [the research](/reserch).\n\n</Section>\n',
  );
  const logger = createLogger('silent');
  server = await createServer({
    configFile: path.join(project, 'vite.config.ts'),
    root: copy,
    customLogger: { ...logger, error: (message) => void terminal.push(message) },
    server: { port: 0, host: '127.0.0.1', fs: { allow: [project] } },
  });
  await server.listen();
  page = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await page?.context().close();
  await server?.close();
  await rm(copy, { recursive: true, force: true });
});

const overlayMessage = () =>
  page.evaluate(
    () => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message-body')?.textContent,
  );

it('sends the first page before the whole check, then shows its mistake at its line in the overlay and the terminal', async () => {
  // A checked compile answers a page with a content error with Vite's error page (500): this one is the page itself.
  const response = await page.goto(new URL('first-page-probe', server.resolvedUrls!.local[0]).href, {
    timeout: 60_000,
  });
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { name: 'First page probe' }).waitFor();

  await expect.poll(overlayMessage, { timeout: 30_000 }).toBe(MISTAKE_LINE);
  await expect.poll(() => terminal.join('\n'), { timeout: 30_000 }).toContain(MISTAKE_LINE);

  // The page compiles again, checked: a reload shows the mistake as any later compile does.
  await page.reload();
  await expect.poll(overlayMessage, { timeout: 30_000 }).toBe(MISTAKE_LINE);
}, 120_000);
