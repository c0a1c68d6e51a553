import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** After a dialog or the drawer opened: no library wrote a <style> element, and the page behind does not scroll. */
export async function expectNoStyleElementAndScrollLocked(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent?.slice(0, 60))),
  ).toEqual([]);
  expect(
    await page.evaluate(() => [
      document.body.hasAttribute('data-scroll-locked'),
      getComputedStyle(document.body).overflow,
    ]),
  ).toEqual([true, 'hidden']);
}
