import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, pagePerContext, sharedPage, waitForHydration } from './support/browser.ts';
import { addressIn, rootSite } from './support/sites.ts';
import { contentPage, settings, textOf } from './support/content.ts';

const workshop = await contentPage('/uaeworkshop');
const packageCard = workshop.element('PackageCard');
const { dates, times } = settings.uaeWorkshop;
/** What the hero says while registration is closed, as the page writes it. */
const closedCopy = workshop.elements('WhenRegistration').find((element) => element.props.closed)!;

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

describe('/uaeworkshop', () => {
  const built = rootSite();
  const at = addressIn(built);
  /** The page as it opens, for the tests that only read it. */
  const workshopPage = sharedPage(() => openPage(browser, at('uaeworkshop')));

  it('is a live online workshop on the dates and at the times of the settings', async () => {
    const { page } = await workshopPage();
    // Registration is closed (content/site.ts): the first screen says what the page writes for then, not the other copy.
    const hero = (await page.locator('.hero').innerText()).replace(/\s+/g, ' ');
    for (const paragraph of closedCopy.node.children.filter((node) => node.type === 'paragraph'))
      expect(hero).toContain(textOf(paragraph));
    const openCopy = workshop.elements('WhenRegistration').find((element) => element.props.open)!;
    expect(hero).not.toContain(workshop.elements('ButtonLink', openCopy)[0]!.text);
    const details = await page.locator('#when-and-where').innerText();
    for (const fact of [dates!, times!]) expect(details).toContain(fact);
  });

  it('has the sections the page writes, in order', async () => {
    const { page } = await workshopPage();
    expect(await page.locator('main h2').allTextContents()).toEqual(workshop.headings(2));
  });

  it('package card: what the package includes, and its price', async () => {
    const { page } = await workshopPage();
    const card = page.locator('#package');
    expect(await card.getByRole('listitem').allTextContents()).toEqual(
      (packageCard.node.children.find((node) => node.type === 'list')?.children ?? []).map((item) => textOf(item)),
    );
    expect(await card.innerText()).toContain(String(packageCard.props.price));
  });

  it('its button is grey, disabled and labelled "Event Ended"', async () => {
    const { page } = await workshopPage();
    await waitForHydration(page);
    const button = page.locator('#package').getByRole('button');
    expect(await button.count()).toBe(1);
    expect(await button.textContent()).toBe(settings.packageCard.closed);
    expect(await button.isDisabled()).toBe(true);
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, cursor: style.cursor };
    });
    // Grey: red, green and blue close together (a faint cool grey), unlike the amber call-to-action.
    const [r, g, b] = look.background.match(/\d+/g)!.map(Number);
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(40);
    expect(look.cursor).toBe('not-allowed');
  });

  it('the registration dialog cannot be opened from the visible page, and its code never loads', async () => {
    const { page, requests } = await visit(at('uaeworkshop'));
    await waitForHydration(page);
    await page.locator('#package').getByRole('button').click({ force: true });
    for (const button of await page.locator('main button:enabled').all()) await button.click();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('main [aria-haspopup="dialog"]').count()).toBe(0);
    // While registration is closed the register button is not an island on the page at all, so the
    // dialog's chunk (built, for when the setting opens it) is never fetched.
    expect(await page.locator('fg-island[module="RegisterButton"]').count()).toBe(0);
    const assets = await readdir(path.join(built.dir, 'assets'));
    expect(assets.filter((file) => /^RegisterButton-.*\.js$/.test(file))).toHaveLength(1);
    expect(requests.filter(({ url }) => /RegisterButton|RegistrationDialog/.test(url))).toEqual([]);
  });
});
