import type { BrowserContext, Page } from 'playwright-core';

/** The site's stylesheet (src/client/main.ts imports it): a page is on screen as the copywriter sees it once it is applied. */
const STYLESHEET = 'src/styles/global.css';

/**
 * Has every document of `context` note the first animation frame that draws with the stylesheet applied, whether it
 * came as a `<link>` or as the `<style>` Vite's client adds when the page's script imports it (`data-vite-dev-id`).
 */
export async function watchStylesheet(context: BrowserContext): Promise<void> {
  await context.addInitScript((name: string) => {
    const applied = () =>
      [...document.styleSheets].some((sheet) =>
        (sheet.href ?? (sheet.ownerNode as HTMLElement | null)?.dataset.viteDevId ?? '').split('?')[0]!.endsWith(name),
      );
    const frame = (time: number) => {
      if (applied()) (window as { stylesheetFrame?: number }).stylesheetFrame = time;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, STYLESHEET);
}

/** When the open document arrived and was painted, as `performance.now()` times of this process. */
export interface PageTimes {
  /** The last byte of its HTML. */
  html: number;
  /** Its first contentful paint (or the end of its parse, if that came later: a paint before it may lack the words). */
  firstPaint: number;
  /** Its first paint with the stylesheet applied: the first paint, or the first frame after it that had the stylesheet. */
  styledPaint: number;
}

/**
 * The open document's timings, read from the browser (its clock and this process's both count from the epoch, by
 * their `performance.timeOrigin`). Called once Playwright has found the words; its poll finds them 30–100 ms after
 * the browser painted them, time the copywriter does not wait.
 */
export async function pageTimes(page: Page): Promise<PageTimes> {
  const epoch = await page.evaluate(
    () =>
      new Promise<{ html: number; firstPaint: number; styledPaint: number }>((resolve, reject) => {
        setTimeout(
          () =>
            reject(
              new Error(
                `${location.href} reported no first paint with its stylesheet within 10 s of showing its words.`,
              ),
            ),
          10_000,
        );
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const styled = () =>
          new Promise<number>((done) => {
            const poll = () => {
              const frame = (window as { stylesheetFrame?: number }).stylesheetFrame;
              if (frame === undefined) requestAnimationFrame(poll);
              else done(frame);
            };
            poll();
          });
        new PerformanceObserver(async (list, observer) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          const firstPaint = Math.max(paint.startTime, navigation.domInteractive);
          const at = (time: number) => performance.timeOrigin + time;
          resolve({
            html: at(navigation.responseEnd),
            firstPaint: at(firstPaint),
            styledPaint: at(Math.max(firstPaint, await styled())),
          });
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  const local = (time: number) => time - performance.timeOrigin;
  return { html: local(epoch.html), firstPaint: local(epoch.firstPaint), styledPaint: local(epoch.styledPaint) };
}
