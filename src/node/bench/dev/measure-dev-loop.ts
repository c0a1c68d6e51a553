import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { emptyCaches } from './dev-project.ts';
import { startDevServer } from './dev-server-process.ts';

/** The page a copywriter opens and edits, and a sentence of it. */
const ROUTE = 'research';
const FILE = 'content/research.mdx';
const SENTENCE = 'Parents bring their worries about AI and their kids to work every day.';
const HEADING = 'The business case for supporting working parents';
export const EDITS = 5;

export interface DevLoopTimes {
  /** Seconds from starting the server to Vite's "Local:" line. */
  listening: number;
  /** Seconds from starting the server to the page's heading on screen. */
  firstPage: number;
  /** Seconds from each save to its words on screen. */
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

/**
 * When the open document was on screen: its first paint once the whole page was parsed, as a `performance.now()` of
 * this process (both clocks count from the epoch). Called once Playwright has found the words; its poll finds them
 * 30–100 ms after the browser painted them, time the copywriter does not wait.
 */
async function paintedAt(page: Page): Promise<number> {
  const epoch = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error(`${location.href} reported no first paint within 10 s of showing its words.`)), 10_000);
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          // A paint before the parser reached the end may not hold the words: the parse's end is then the later time.
          resolve(performance.timeOrigin + Math.max(paint.startTime, navigation.domInteractive));
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  return epoch - performance.timeOrigin;
}

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
 * first page, five edits, a mistake and its fix, each timed until Chromium shows it.
 */
export async function measureDevLoop(browser: Browser, folder: string, cold: boolean): Promise<DevLoopTimes> {
  if (cold) await emptyCaches(folder);
  const file = path.join(folder, FILE);
  const original = await readFile(file, 'utf8');
  const context = await browser.newContext();
  const page = await context.newPage();
  let ready = connected(page);
  const started = performance.now();
  const server = await startDevServer(folder, started);
  try {
    await page.goto(new URL(ROUTE, server.url).href, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByText(HEADING).waitFor({ timeout: 120_000 });
    const firstPage = ((await paintedAt(page)) - started) / 1000;

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
      const saved = await save(original.replace(SENTENCE, `${SENTENCE} ${words}`));
      await page.getByText(words).waitFor({ timeout: 60_000 });
      editsSeen.push(seconds(saved));
      edits.push(((await paintedAt(page)) - saved) / 1000);
    }

    const broken = await save(original.replace(SENTENCE, `${SENTENCE} Read [the research](/reserch).`));
    await page.waitForFunction(
      () => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message-body')?.textContent?.includes('/reserch'),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const overlay = seconds(broken);
    const terminalShowedLine = new RegExp(`${FILE.replace('.', '\\.')}:\\d+:\\d+`).test(server.output());

    const fixed = await save(original.replace(SENTENCE, `${SENTENCE} Fixed again.`));
    await page.getByText('Fixed again.').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('vite-error-overlay'), undefined, { timeout: 60_000, polling: 'raf' });
    const recovery = ((await paintedAt(page)) - fixed) / 1000;
    return { listening: server.listeningAfter / 1000, firstPage, edits, editsSeen, overlay, recovery, terminalShowedLine };
  } finally {
    await context.close();
    await server.stop();
    await writeFile(file, original);
  }
}
