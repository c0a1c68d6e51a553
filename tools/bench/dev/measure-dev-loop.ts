import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { emptyCaches } from './dev-project.ts';
import { startNpmStart } from './dev-server-process.ts';
import { pageTimes, watchStylesheet } from './page-timings.ts';

/** The page a copywriter opens and edits. */
const ROUTE = 'research';
const FILE = 'content/research.mdx';
export const EDITS = 5;

/**
 * The page's first line of plain prose (a sentence with no markup, so the page shows it as written): the bench waits
 * for it on screen and edits after it. Read from the page, so a copywriter's rewrite never breaks the bench.
 */
export function plainSentence(source: string): string {
  const sentence = source.split('\n').find((line) => /^[A-Z][^<>{}[\]*_`#|\\]*[.!?]$/.test(line.trim()));
  if (!sentence)
    throw new Error(`${FILE} has no line of plain prose (a sentence without markup) for the bench to edit.`);
  return sentence.trim();
}

export interface DevLoopTimes {
  /** Seconds from the spawn of `npm start` to Vite's "Local:" line. */
  listening: number;
  /** Seconds from the spawn of `npm start` to the first page's last byte of HTML in the browser. */
  html: number;
  /** Seconds from the spawn of `npm start` to the first page's first contentful paint. */
  firstPaint: number;
  /** Seconds from the spawn of `npm start` to the first page on screen with its stylesheet: what the copywriter waits for. */
  firstPage: number;
  /** Seconds from each save to its words on screen with the stylesheet. */
  edits: number[];
  /** Seconds from each save until Playwright's poll found the words: the figure before the bench read paint times. */
  editsSeen: number[];
  /** Seconds from a broken save (a link to a page that does not exist) to its line in Vite's overlay. */
  overlay: number;
  /** Seconds from the fix to its words on screen, the overlay gone. */
  recovery: number;
  /** Whether the server's terminal printed the broken link's `content/research.mdx:line:column` too. */
  terminalShowedLine: boolean;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Waits for the open document's Vite client to connect, so it hears of the next save (as a copywriter's would). */
function connected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const listen = (message: { text: () => string }) => {
      if (message.text() !== '[vite] connected.') return;
      page.off('console', listen);
      resolve();
    };
    page.on('console', listen);
  });
}

/**
 * One `npm start` on the project copy in `folder`, cold (its node_modules/.cache and .vite emptied first) or warm: the
 * first page, five edits, a mistake and its fix, each timed until Chromium shows it. The browser is open before the
 * command starts and goes to the server's address as soon as Vite prints it.
 */
export async function measureDevLoop(browser: Browser, folder: string, cold: boolean): Promise<DevLoopTimes> {
  if (cold) await emptyCaches(folder);
  const file = path.join(folder, FILE);
  const original = await readFile(file, 'utf8');
  const sentence = plainSentence(original);
  const context = await browser.newContext();
  await watchStylesheet(context);
  const page = await context.newPage();
  let ready = connected(page);
  const started = performance.now();
  const server = await startNpmStart(folder, started);
  try {
    await page.goto(new URL(ROUTE, server.url).href, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByText(sentence).waitFor({ timeout: 120_000 });
    const first = await pageTimes(page);

    const save = async (text: string) => {
      await ready;
      ready = connected(page);
      const saved = performance.now();
      await writeFile(file, text);
      return saved;
    };
    const edits: number[] = [];
    const editsSeen: number[] = [];
    for (let edit = 1; edit <= EDITS; edit++) {
      const words = `Edit ${edit} of the bench.`;
      const saved = await save(original.replace(sentence, `${sentence} ${words}`));
      await page.getByText(words).waitFor({ timeout: 60_000 });
      editsSeen.push(seconds(saved));
      edits.push(((await pageTimes(page)).styledPaint - saved) / 1000);
    }

    const broken = await save(original.replace(sentence, `${sentence} Read [the research](/reserch).`));
    await page.waitForFunction(
      () =>
        document
          .querySelector('vite-error-overlay')
          ?.shadowRoot?.querySelector('.message-body')
          ?.textContent?.includes('/reserch'),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const overlay = seconds(broken);
    const terminalShowedLine = new RegExp(`${FILE.replace('.', '\\.')}:\\d+:\\d+`).test(server.output());

    const fixed = await save(original.replace(sentence, `${sentence} Fixed again.`));
    await page.getByText('Fixed again.').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('vite-error-overlay'), undefined, {
      timeout: 60_000,
      polling: 'raf',
    });
    const recovery = ((await pageTimes(page)).styledPaint - fixed) / 1000;
    const sinceStart = (time: number) => (time - started) / 1000;
    return {
      listening: server.listeningAfter / 1000,
      html: sinceStart(first.html),
      firstPaint: sinceStart(first.firstPaint),
      firstPage: sinceStart(first.styledPaint),
      edits,
      editsSeen,
      overlay,
      recovery,
      terminalShowedLine,
    };
  } finally {
    await context.close();
    await server.stop();
    await writeFile(file, original);
  }
}
