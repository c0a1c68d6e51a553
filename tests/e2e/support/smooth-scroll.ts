import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the element with this id sits 80px from the top: clear of the fixed header. */
export const waitUntilLanded = (page: Page, id: string) =>
  page.waitForFunction((target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 80) < 2, id);

/**
 * Clicks a link and checks it smooth-scrolls to the section with this id, ending 80px from the top. Smooth, not a
 * jump: when the click's own task ends the page has not moved yet (a jump, as under reduced motion, has already
 * moved it), and then it arrives. Both are read in the page, in one task, so no machine is too busy for the check:
 * counting the positions the page passed through depended on frames a starved machine never drew (1 or 2 seen, at
 * a load of 30 on two cores).
 */
export async function expectSmoothScrollTo(page: Page, link: Locator, id: string): Promise<void> {
  // Visible, enabled and not covered, as a visitor's click needs it; then clicked from the page.
  await link.click({ trial: true });
  const [before, atEndOfClick] = await link.evaluate((element: HTMLElement) => {
    const start = window.scrollY;
    element.click();
    return [start, window.scrollY];
  });
  expect(atEndOfClick, 'the page jumped instead of gliding').toBe(before);
  await waitUntilLanded(page, id);
  expect(new URL(page.url()).hash).toBe(`#${id}`);
}
