import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, siteProblems, waitForHydration } from './browser.ts';

/** axe's violations on the page, one line each (`rule: selectors`), ignoring what `exclude` selects. */
export async function axeViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

/**
 * The checks every page gets at a width: no axe violation, no sideways scroll, no console error, warning
 * or page error. `exclude` leaves out what is another site's (an embedded form).
 */
export async function expectHealthyPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  exclude?: string,
): Promise<void> {
  const { page, problems } = await openPage(browser, url, { viewport });
  await waitForHydration(page);
  expect(await axeViolations(page, exclude)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  expect(siteProblems(problems)).toEqual([]);
  await page.context().close();
}
