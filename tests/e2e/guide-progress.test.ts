import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, pagePerContext, PHONE, useBrowser, waitForHydration } from './support/browser.ts';
import { addressIn, rootSite } from './support/sites.ts';
import { fillTemplate } from '../../src/lib/copy-template.ts';
import { contentPage, settings } from './support/content.ts';

// A host ticks the Lighthouse guide's steps off over several days, on their phone or laptop.
const at = addressIn(rootSite());
let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

const tick = (page: Page, title: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^Done: Step \\d, ${title}$`) });
const summary = (page: Page) => page.locator('.guide-progress [role="status"]');

/** Brings the guide's steps and their summary into view and waits for their islands to wake (on sight). */
async function scrollToGuide(page: Page) {
  for (const name of ['GuideTick', 'GuideSummary']) {
    const count = await page.locator(`fg-island[module="${name}"]`).count();
    for (let index = 0; index < count; index++) {
      const island = page.locator(`fg-island[module="${name}"]`).nth(index);
      await island.evaluate((element) => element.firstElementChild!.scrollIntoView({ block: 'center' }));
      await page.waitForFunction((element) => element.hasAttribute('hydrated'), await island.elementHandle());
    }
  }
}

const steps = (await contentPage('/lighthouse')).elements('GuideStep').map((step) => String(step.props.title));
const [first, second, last] = [steps[0]!, steps[1]!, steps.at(-1)!];
const stepsDone = (done: number) =>
  fillTemplate(settings.guideProgress.summary, { done: String(done), total: String(steps.length) });

describe.each([PHONE, DESKTOP])('the host’s ticks on /lighthouse at %o', (viewport) => {
  it('sit below the first screen (their islands wake on sight), so a first visit fetches none of their code', async () => {
    const { page, problems } = await visit(at('lighthouse'), { viewport });
    const firstTick = await page
      .locator('fg-island[module="GuideTick"] > *')
      .first()
      .evaluate((element) => element.getBoundingClientRect().top);
    // Further down than the first screen plus the margin an island starts loading ahead of it (400 px).
    expect(firstTick).toBeGreaterThan(viewport.height + 400);
    expect(await page.locator('fg-island[module="GuideTick"][hydrated]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keep a tick after a reload, count it, and start over', async () => {
    const { page, problems } = await visit(at('lighthouse'), { viewport });
    await scrollToGuide(page);
    // Each island reads the page's steps and what was kept in an effect: its text comes a render after it wakes.
    await expect.poll(() => summary(page).textContent()).toBe(stepsDone(0));
    await tick(page, second).check();
    await tick(page, last).check();
    await expect.poll(() => summary(page).textContent()).toBe(stepsDone(2));

    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await scrollToGuide(page);
    const kept = () => Promise.all([second, last, first].map((step) => tick(page, step).isChecked()));
    await expect.poll(kept).toEqual([true, true, false]);
    await expect.poll(() => summary(page).textContent()).toBe(stepsDone(2));

    await page.getByRole('button', { name: settings.guideProgress.startOver }).click();
    await expect.poll(() => summary(page).textContent()).toBe(stepsDone(0));
    await expect.poll(kept).toEqual([false, false, false]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('show no control without JavaScript, and the steps read as before', async () => {
    const { page, problems } = await visit(at('lighthouse'), { viewport, javaScript: false });
    expect(await page.locator('article.guide-step').count()).toBe(steps.length);
    expect(
      await page.locator('.guide-tick-row:visible, .guide-progress:visible, .guide-tick input:visible').count(),
    ).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('do not print', async () => {
    const { page } = await visit(at('lighthouse'), { viewport });
    await scrollToGuide(page);
    await tick(page, first).check();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.guide-tick-row:visible, .guide-progress:visible').count()).toBe(0);
    expect(await page.locator('article.guide-step:visible').count()).toBe(steps.length);
  });
});
