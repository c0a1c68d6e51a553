import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { routeLabel, siteRoutes } from '../../src/node/site-routes.ts';
import { DESKTOP, useBrowser, openPage, PHONE, waitForHydration } from './support/browser.ts';

// Accessibility does not depend on the base path: the root build is checked.
const site = inject('sites').find((candidate) => candidate.name === 'root')!;
const routes = siteRoutes(site.dir, site.base).map((route) => ({ ...route, label: routeLabel(route) }));
const viewports = [
  { width: PHONE.width, viewport: PHONE },
  { width: DESKTOP.width, viewport: DESKTOP },
];

let browser: Browser;
useBrowser((launched) => (browser = launched));

/** axe's violations, one readable line each: rule, what it means, where. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    ({ id, help, nodes }) => `${id}: ${help} — ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

describe.each(routes)('$label', (route) => {
  it.each(viewports)('axe finds no violation at $width px', async ({ viewport }) => {
    const { page } = await openPage(browser, new URL(route.path, site.url).href, { viewport });
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

it('axe finds no violation with the mobile navigation drawer open', async () => {
  const { page } = await openPage(browser, site.url, { viewport: PHONE });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.waitFor();
  // The drawer's slide-in and the overlay's fade, so colours are final.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
