import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findFirefox, firefoxPrefs } from '../../../scripts/find-engines.mjs';
import { WAIT_TIMEOUT, type EngineBrowser, type EnginePage, type InPage, type Viewport } from './engine-page.ts';

/**
 * A page of Firefox driven over WebDriver BiDi, in a browser context of its own: its storage, cache and service
 * workers are the page's alone. BiDi reports every console message, uncaught error, unhandled rejection and
 * Content-Security-Policy violation (as an error) of the page from its first moment on.
 */
async function openPage(browser: Browser, viewport: Viewport): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  page.setDefaultTimeout(WAIT_TIMEOUT);
  await page.setViewport(viewport);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    url: async () => page.url(),
    // puppeteer's types turn an argument's element handles into elements; these arguments are plain JSON.
    evaluate: <A, R>(fn: InPage<A, R>, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>,
    waitFor: async (fn, arg, what) => {
      await page
        .waitForFunction(fn as (arg: unknown) => unknown, { polling: 'raf', timeout: WAIT_TIMEOUT }, arg)
        .catch((error: Error) => {
          throw new Error(`Firefox: waited ${WAIT_TIMEOUT / 1000} s for ${what}: ${error.message}`);
        });
    },
    click: async (selector) => {
      // Into view at once: puppeteer scrolls it into view and takes its place in one go, and the site scrolls
      // smoothly, so a click could land where the element was on the way.
      await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.click(selector);
    },
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    setViewport: (size) => page.setViewport(size),
    screenshot: async () => Buffer.from(await page.screenshot()),
    problems: async () => [...problems],
    close: () => context.close(),
  };
}

/** Firefox ESR (Debian's firefox-esr, or FIREFOX_PATH), headless, quiet, reaching no host but this machine. */
export async function launchFirefox(): Promise<EngineBrowser> {
  const executablePath = findFirefox();
  if (!executablePath)
    throw new Error('No Firefox found: run npm test, which installs Debian’s firefox-esr, or set FIREFOX_PATH.');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    extraPrefsFirefox: firefoxPrefs,
  });
  return {
    name: 'firefox',
    newPage: (viewport) => openPage(browser, viewport),
    close: () => browser.close(),
  };
}
