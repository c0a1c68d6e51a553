import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The widths every page is reviewed at, with a phone's and a laptop's screen height. */
export const REVIEW_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The moment every reviewed page lives in, so the copyright year (and any other date) never differs. */
export const REVIEW_CLOCK = new Date('2026-06-01T12:00:00Z');

/**
 * A browser context whose pictures depend only on the site: reduced motion (fade-ins shown, no view
 * transitions), a fixed clock, time zone, locale and pixel ratio. It bypasses the site's CSP only to add
 * the review's own style rule below. The offline worker is kept out: on each page's first visit it would download
 * the guide's pictures and font beside the picture being taken, which shows nothing and only slows the review.
 */
export async function openStableContext(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    bypassCSP: true,
    serviceWorkers: 'block',
  });
  await context.clock.setFixedTime(REVIEW_CLOCK);
  return context;
}

/**
 * Runs in the page (so everything it uses is inside it): brings the page to the state it settles in, so two
 * pictures of the same page are identical.
 */
async function settle(): Promise<void> {
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }
    html { scroll-behavior: auto !important; }`;
  document.head.append(style);

  // Embedded forms' frames, which the page puts in place as they near the screen, put in place now.
  for (const holder of document.querySelectorAll('[data-frame-holder]')) {
    holder.scrollIntoView({ block: 'center' });
    await new Promise<void>((resolve, reject) => {
      if (holder.querySelector('iframe')) return resolve();
      const timer = setTimeout(() => reject(new Error('An embedded form did not get its frame within 10 s.')), 10_000);
      new MutationObserver((_, observer) => {
        if (!holder.querySelector('iframe')) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      }).observe(holder, { childList: true });
    });
  }

  // Frames from other hosts (booking and payment forms) never load here: a fixed placeholder of the same size.
  for (const frame of document.querySelectorAll('iframe')) {
    const host = frame.src ? new URL(frame.src, location.href) : undefined;
    if (host && host.origin === location.origin) continue;
    const { width, height } = frame.getBoundingClientRect();
    const placeholder = document.createElement('div');
    placeholder.className = frame.className;
    placeholder.textContent = `Embedded frame${host ? ` from ${host.hostname}` : ''}`;
    Object.assign(placeholder.style, {
      width: `${width}px`,
      height: `${height}px`,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: '#e7e5e4',
      color: '#44403c',
      font: '16px sans-serif',
    });
    frame.replaceWith(placeholder);
  }

  // Lazy pictures load now, and every picture is decoded before the screenshot.
  for (const image of document.images) image.loading = 'eager';
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));

  // Islands that wake by themselves (on sight, say) woken, each brought on screen until it has: then they
  // look the same whichever way the page was scrolled. Those that wake on interaction stay as rendered.
  for (const island of document.querySelectorAll('fg-island:not([wake-on="interaction"])')) {
    island.firstElementChild?.scrollIntoView({ block: 'center' });
    // Until React has hydrated it, which it says with an attribute. (No named functions in here: the
    // TypeScript loader would wrap them in a helper the page does not have.)
    await new Promise<void>((resolve, reject) => {
      if (island.hasAttribute('hydrated')) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`The ${island.getAttribute('module')} island did not wake within 10 s.`)),
        10_000,
      );
      new MutationObserver((_, observer) => {
        if (!island.hasAttribute('hydrated')) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      }).observe(island, { attributes: true, attributeFilter: ['hydrated'] });
    });
  }
  window.scrollTo(0, 0);
  await document.fonts.ready;
}

/** Opens `url` in `page`, lets it settle and returns a full-page PNG. */
export async function stableScreenshot(page: Page, url: string): Promise<Buffer> {
  await openSettled(page, url);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** Opens `url` in `page` and brings it to the state it settles in, ready for a picture. */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  // The entry script is asked for once the page has painted, which can be after \`load\`: settle once it has
  // run (its mark), or a page that opens at its top would scroll back up from an island being woken.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(settle);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
