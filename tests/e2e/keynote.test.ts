import type { Browser, Locator } from 'playwright-core';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, pagePerContext, PHONE, sharedPage, waitForHydration } from './support/browser.ts';
import { contentPage, settings as site, textOf } from './support/content.ts';
import { placedFrames } from './support/embedded-forms.ts';
import { addressIn, everySite, rootSite } from './support/sites.ts';

const keynote = await contentPage('/keynote');
const hero = keynote.element('Hero');
const form = keynote.element('BookingEmbed');
/** The social preview's name, as the build names its copy of the frontmatter's image. */
const socialName = path.basename(String(keynote.frontmatter.image), path.extname(String(keynote.frontmatter.image)));

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

/** Each build's /keynote as it opens, for the tests that only read it; open until the file's last test. */
const keynotePages = new Map(
  everySite().map((built) => [built.name, sharedPage(() => openPage(browser, addressIn(built)('keynote')))]),
);

describe.each(everySite())('/keynote built for $base', (built) => {
  it('has a page title and social preview metadata with a 1200×630 PNG, none of it shown on the page', async () => {
    const { page } = await keynotePages.get(built.name)!();
    expect(await page.title()).toBe(keynote.frontmatter.title);
    const meta = (key: string) =>
      page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe(keynote.frontmatter.title);
    expect(await meta('og:description')).toBe(keynote.frontmatter.description);
    expect(await meta('twitter:card')).toBe('summary_large_image');
    // The frontmatter's image, as a copy the build wrote (never the file as it came), where other sites may load it.
    const image = (await meta('og:image'))!;
    expect(image).toMatch(new RegExp(`^${site.siteUrl}${built.base}social/${socialName}-[0-9a-f]{10}-1200\\.png$`));

    const response = await fetch(new URL(image.slice(`${site.siteUrl}${built.base}`.length), built.url));
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.status).toBe(200);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    expect(await page.locator('body').innerText()).not.toContain(keynote.frontmatter.title);
  });
});

describe('/keynote', () => {
  const at = addressIn(rootSite());
  const keynotePage = keynotePages.get(rootSite().name)!;

  it('hero names the speaker from the settings, with the tagline', async () => {
    const { page } = await keynotePage();
    const [headline] = keynote.headings(1);
    expect(headline).toContain(site.speakerName);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(headline);
    const tagline = hero.node.children.find((node) => node.type === 'paragraph')!;
    expect((await page.locator('.hero').innerText()).replace(/\s+/g, ' ')).toContain(textOf(tagline));
  });

  it('has a biography', async () => {
    const { page } = await keynotePage();
    const about = page.locator('#about');
    expect(await about.getByRole('heading', { level: 2 }).textContent()).toBe(
      keynote.headings(2, keynote.section('about'))[0],
    );
    expect((await about.innerText()).length).toBeGreaterThan(400);
  });

  it('shows the numbers the page writes, each with its label', async () => {
    const { page } = await keynotePage();
    const pairs = await page
      .locator('#numbers dl > div')
      .evaluateAll((all) =>
        all.map((pair) => [pair.querySelector('dd')!.textContent, pair.querySelector('dt')!.textContent]),
      );
    expect(pairs).toEqual(keynote.elements('Stat').map((stat) => [stat.props.value, stat.props.label]));
  });

  it('opens the press page in a new tab', async () => {
    const { page } = await visit(at('keynote'));
    await waitForHydration(page);
    const press = page.locator('#numbers').getByRole('link', { name: /press/i });
    expect(await press.getAttribute('href')).toBe(site.links.pressPage);
    expect(await press.getAttribute('target')).toBe('_blank');
    expect(await press.getAttribute('rel')).toBe('noopener noreferrer');
    // Outside hosts are blocked in tests, so the new tab's request is what shows where it went.
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (request) => request.url() === site.links.pressPage),
      press.click(),
    ]);
    expect(request.frame().page()).toBe(popup);
    expect(page.url()).toBe(at('keynote'));
  });

  it('embeds the booking form at its size, lazily, titled, with a plain link as fallback', async () => {
    const { page, requests } = await visit(at('keynote'));
    await waitForHydration(page);
    // Below the first screen, the form is not asked for while the page paints (a connection to its host would
    // hold the first paint back); its frame is put in place as the visitor scrolls near it.
    const askedForForm = () =>
      requests.some((request) => request.iframeDocument && request.url === site.links.keynoteBookingForm);
    expect(askedForForm()).toBe(false);
    const [frame] = (await placedFrames(page)) as [Locator];
    await expect.poll(askedForForm).toBe(true);
    expect(await frame.getAttribute('src')).toBe(site.links.keynoteBookingForm);
    expect(await frame.getAttribute('width')).toBe(String(form.props.width));
    expect(await frame.getAttribute('height')).toBe(String(form.props.height));
    expect(await frame.getAttribute('title')).toBe(form.props.title);
    expect(await frame.getAttribute('loading')).toBe('lazy');
    // The space is reserved whether or not the form has loaded (outside hosts are blocked here).
    const box = (await frame.boundingBox())!;
    expect(box.width).toBe(form.props.width);
    expect(box.height).toBe(form.props.height);
    const fallback = page
      .locator('#booking')
      .getByRole('link', { name: String(form.props.linkText ?? site.bookingEmbed.openForm) });
    expect(await fallback.getAttribute('href')).toBe(site.links.keynoteBookingForm);
    expect(await fallback.getAttribute('target')).toBe('_blank');
    expect(await fallback.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('the form narrows to fit a phone', async () => {
    const { page } = await visit(at('keynote'), { viewport: PHONE });
    await waitForHydration(page);
    const [frame] = (await placedFrames(page)) as [Locator];
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(PHONE.width - 40);
    expect(box.height).toBe(form.props.height);
  });

  it('its first button scrolls to the booking form', async () => {
    const { page } = await visit(at('keynote'));
    await waitForHydration(page);
    await page.locator('main a[href="#booking"]').first().click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById('booking')!.getBoundingClientRect().top - 80) < 4,
    );
  });
});
