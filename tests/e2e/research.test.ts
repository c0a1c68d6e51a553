import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  useBrowser,
  openPage,
  pagePerContext,
  PHONE,
  sharedPage,
  siteProblems,
  waitForHydration,
} from './support/browser.ts';
import { anchorOf, contentPage, settings } from './support/content.ts';
import { addressIn, everySite, rootSite } from './support/sites.ts';

const research = await contentPage('/research');
/** Each finding as the page's MDX writes it, with the heading it sits under. */
const findings = research
  .elements('ResearchItem')
  .map((item) => ({ ...item, category: research.headingBefore(item, 2) }));
/** The category headings, in order: each heading that has findings under it. */
const categories = [...new Set(findings.map((finding) => finding.category))];
const contents = research.element('TableOfContents');
const home = await contentPage('/');
const keynote = await contentPage('/keynote');
const keynoteLink = settings.navigation.find((link) => link.to === '/keynote')!;

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

/** The page's scroll position once scrolling has settled (and any late restoring has had its chance). */
async function settledScrollY(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  let last = -1;
  for (;;) {
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(150);
  }
}

describe.each(everySite())('research page built for $base', (site) => {
  const at = addressIn(site);

  it('starts with a Back to Home link that goes home', async () => {
    const { page, problems } = await visit(at('research'));
    await waitForHydration(page);
    const firstLink = page.locator('main a').first();
    expect(await firstLink.textContent()).toBe(research.element('BackLink').text);
    expect(await firstLink.getAttribute('href')).toBe(new URL(at('')).pathname);
    await firstLink.click();
    await page.waitForURL(at(''));
    await page.getByRole('heading', { level: 1, name: home.headings(1)[0] }).waitFor();
    expect(siteProblems(problems)).toEqual([]);
  });
});

describe('research page', () => {
  const at = addressIn(rootSite());
  /** The page as it opens on a desktop, for the tests that only read it: one page, not one per test. */
  const readPage = sharedPage(() => openPage(browser, at('research')));

  describe('content', () => {
    it('has a TL;DR banner with the summary the page writes and an external source link', async () => {
      const { page } = await readPage();
      const tldr = research.element('TldrBanner');
      const banner = page.getByRole('region', { name: settings.tldrBanner.label });
      expect((await banner.textContent())?.replace(/\s+/g, ' ')).toContain(tldr.text);
      const source = banner.getByRole('link', { name: `${settings.tldrBanner.source} ${tldr.props.sourceLabel}` });
      expect(await source.getAttribute('href')).toBe(tldr.props.source);
      expect(await source.getAttribute('target')).toBe('_blank');
      expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('has the category headings in order, each with a stable anchor', async () => {
      const { page } = await readPage();
      const headings = await page
        .locator('main h2')
        .evaluateAll((elements) => elements.map((h) => ({ text: h.textContent, id: h.id })));
      const categoryHeadings = headings.filter((h) => categories.includes(h.text ?? ''));
      expect(categoryHeadings.map((h) => h.text)).toEqual(categories);
      expect(categoryHeadings.map((h) => h.id)).toEqual(categories.map(anchorOf));
    });

    it('shows every research item under its category, each with its title, description, source host and a new-tab link', async () => {
      const { page } = await readPage();
      const items = await page.locator('main article').evaluateAll((articles) =>
        articles.map((article) => {
          let heading: Element | null = article;
          while (heading && heading.tagName !== 'H2') heading = heading.previousElementSibling;
          const link = article.querySelector('a')!;
          return {
            category: heading?.textContent,
            title: article.querySelector('h3')?.textContent ?? '',
            stat: article.querySelector('.research-stat')?.textContent ?? '',
            description: article.querySelector('.research-body')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
            source: article.querySelector(':scope > p > span')?.textContent ?? '',
            href: link.getAttribute('href')!,
            target: link.getAttribute('target'),
            rel: link.getAttribute('rel'),
          };
        }),
      );
      expect(
        items.map(({ category, title, stat, description, href }) => ({ category, title, stat, description, href })),
      ).toEqual(
        findings.map((finding) => ({
          category: finding.category,
          title: finding.props.title,
          stat: finding.props.stat,
          description: finding.text,
          href: finding.props.link,
        })),
      );
      for (const item of items) {
        expect(item.href, item.title).toMatch(/^https:\/\//);
        expect(item.source, item.title).toBe(
          `${settings.researchItem.source} ${new URL(item.href).host.replace(/^www\./, '')}`,
        );
        expect(item.target, item.title).toBe('_blank');
        expect(item.rel, item.title).toBe('noopener noreferrer');
      }
    });

    it('has every finding and its figure in the pre-rendered HTML', async () => {
      const html = await (await fetch(at('research'))).text();
      const text = html
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&');
      for (const finding of findings) {
        expect(text, String(finding.props.title)).toContain(String(finding.props.title));
        expect(text, String(finding.props.title)).toContain(String(finding.props.stat));
      }
    });

    it('lists the next steps the page writes, in order', async () => {
      const { page } = await readPage();
      const section = research.section('next-steps');
      const steps = page.locator('#next-steps');
      expect(await steps.getByRole('heading', { level: 2 }).textContent()).toBe(research.headings(2, section)[0]);
      const items = (await steps.locator('ol > li').allTextContents()).map((text) => text.replace(/\s+/g, ' '));
      const written = research.elements('Step', section);
      expect(items).toHaveLength(written.length);
      for (const [index, step] of written.entries()) {
        expect(items[index]).toContain(String(step.props.when));
        expect(items[index]).toContain(String(step.props.title));
      }
    });

    it('offers the pilot options the page writes, then the closing opportunity block', async () => {
      const { page } = await readPage();
      const section = research.section('pilot');
      const pilot = page.locator('#pilot');
      expect(await pilot.getByRole('heading', { level: 2 }).textContent()).toBe(research.headings(2, section)[0]);
      const options = (await pilot.locator('.option-card').allTextContents()).map((text) => text.replace(/\s+/g, ' '));
      const written = research.elements('OptionCard', section);
      expect(options).toHaveLength(written.length);
      for (const [index, option] of written.entries()) {
        for (const prop of ['label', 'title', 'badge'] as const)
          if (option.props[prop]) expect(options[index]).toContain(String(option.props[prop]));
        expect(options[index]).toContain(option.text);
      }
      // The closing block's copy is light on its dark band: WCAG contrast of at least 4.5:1.
      const contrasts = await page.locator('#opportunity').evaluate((band) => {
        const luminance = (color: string) => {
          const [r, g, b] = color
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map((v) => {
              const c = Number(v) / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const background = luminance(getComputedStyle(band).backgroundColor);
        return [...band.querySelectorAll('h2, p')].map((element) => {
          const color = getComputedStyle(element).color;
          const [light, dark] = [luminance(color), background].sort((a, b) => b - a);
          return { text: element.textContent?.slice(0, 20), color, ratio: (light! + 0.05) / (dark! + 0.05) };
        });
      });
      expect(contrasts.length).toBeGreaterThanOrEqual(2);
      for (const { text, color, ratio } of contrasts) {
        expect(color, text).toMatch(/^rgb/);
        expect(ratio, text).toBeGreaterThanOrEqual(4.5);
      }
      const order = await page
        .locator('main section')
        .evaluateAll((sections) => sections.map((section) => section.id).filter(Boolean));
      expect(order.slice(-3)).toEqual(['next-steps', 'pilot', 'opportunity']);
    });

    it('opens every outside link in a new tab with rel="noopener noreferrer"', async () => {
      const { page } = await readPage();
      const external = await page.locator('main a[href^="http"]').evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute('href'),
          target: link.getAttribute('target'),
          rel: link.getAttribute('rel'),
        })),
      );
      // Every finding's source, and the summary's.
      expect(external.length).toBeGreaterThanOrEqual(findings.length + 1);
      for (const link of external)
        expect(link, link.href ?? '').toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    });

    it('is readable and navigable with JavaScript off', async () => {
      const { page } = await visit(at('research'), { javaScript: false });
      expect(await page.locator('main article').count()).toBe(findings.length);
      const target = research.links(contents).at(-1)!.url;
      await page.locator(`.toc-desktop a[href="${target}"]`).click();
      expect(page.url()).toBe(at(`research${target}`));
    });
  });

  describe('reading', () => {
    it('sets the long form in the typography plugin at a comfortable measure', async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        // On a desktop, the page the content tests read; on a phone, a page of its own.
        const { page } = viewport === DESKTOP ? await readPage() : await visit(at('research'), { viewport });
        const measure = await page.locator(`main h2#${anchorOf(categories[0]!)} + p`).evaluate((p) => {
          const probe = document.createElement('span');
          probe.textContent = '0'.repeat(100);
          // On one line: the site breaks a word longer than its line (overflow-wrap), and this one is.
          probe.style.whiteSpace = 'nowrap';
          p.append(probe);
          const ch = probe.getBoundingClientRect().width / 100;
          probe.remove();
          return {
            ch: p.getBoundingClientRect().width / ch,
            fontSize: parseFloat(getComputedStyle(p).fontSize),
            prose: !!p.closest('.prose'),
          };
        });
        expect(measure.prose).toBe(true);
        expect(measure.fontSize).toBeGreaterThanOrEqual(17);
        expect(measure.ch).toBeLessThanOrEqual(75);
        if (viewport === DESKTOP) expect(measure.ch).toBeGreaterThanOrEqual(60);
      }
    });

    it('on a wide screen keeps the table of contents in view beside the text', async () => {
      const { page } = await visit(at('research'), { viewport: DESKTOP, reducedMotion: 'reduce' });
      await waitForHydration(page);
      const toc = page.locator('.toc-desktop');
      const written = research.links(contents);
      expect(await toc.locator('a').allTextContents()).toEqual(written.map((link) => link.text));
      expect(await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        written.map((link) => link.url),
      );
      // One far enough down that the page cannot show it at the top of the window.
      const chosen = written.at(-2)!;
      const id = chosen.url.slice(1);
      await toc.getByRole('link', { name: chosen.text, exact: true }).click();
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        return top >= 64 && top < 110;
      }, id);
      expect(page.url()).toBe(at(`research${chosen.url}`));
      await page.waitForFunction(
        (name) => document.querySelector('.toc-desktop a[aria-current="location"]')?.textContent === name,
        chosen.text,
      );
      // Still in view, beside the text, after the jump.
      const box = (await toc.boundingBox())!;
      const text = (await page.locator(`[id="${id}"]`).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(64);
      expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
      expect(box.x + box.width).toBeLessThan(text.x);
    });

    it('on a phone offers a compact jump list that stays under the header, lands clear of it and closes', async () => {
      const { page } = await visit(at('research'), { viewport: PHONE, reducedMotion: 'reduce' });
      await waitForHydration(page);
      expect(await page.locator('.toc-desktop').isVisible()).toBe(false);
      const summary = page.locator('.toc-phone > summary');
      expect(await summary.textContent()).toBe(contents.props.title);
      const collapsed = (await page.locator('.toc-phone').boundingBox())!;
      expect(collapsed.height).toBeLessThan(70);

      const [, second] = research.links(contents);
      await page.locator(`[id="${second!.url.slice(1)}"]`).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 400));
      const stuck = (await summary.boundingBox())!;
      expect(stuck.y).toBeGreaterThanOrEqual(64);
      expect(stuck.y).toBeLessThan(90);
      // It names the section being read.
      await page.waitForFunction(
        (name) => document.querySelector('.toc-phone .toc-current')?.textContent === name,
        second!.text,
      );

      await summary.click();
      const list = page.locator('.toc-phone .toc-list');
      expect(await list.locator('a').allTextContents()).toEqual(research.links(contents).map((link) => link.text));
      const last = research.links(contents).at(-1)!;
      await list.getByRole('link', { name: last.text, exact: true }).click();
      await page.waitForFunction(() => !document.querySelector('details.toc-phone')!.hasAttribute('open'));
      await page.waitForFunction((id) => {
        const heading = document.getElementById(id)!.getBoundingClientRect();
        const bar = document.querySelector('.toc-phone')!.getBoundingClientRect();
        return heading.top >= bar.bottom && heading.top < bar.bottom + 80;
      }, last.url.slice(1));
      expect(page.url()).toBe(at(`research${last.url}`));
    });
  });

  describe('opens at the top however it is reached', () => {
    it('from a link on another page', async () => {
      const { page } = await visit(at(''));
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.locator('main a[href$="research"]').first().click();
      await page.waitForURL(at('research'));
      await page.getByRole('region', { name: settings.tldrBanner.label }).waitFor();
      expect(await settledScrollY(page)).toBe(0);
    });

    it('on a direct load, even a reload after reading halfway down', async () => {
      const { page, problems } = await visit(at('research'));
      await waitForHydration(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 2500));
      // It glides there (scroll-behavior: smooth): leave from halfway down once it has arrived.
      await page.waitForFunction(() => window.scrollY === 2500);
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      expect(await settledScrollY(page)).toBe(0);
      expect(siteProblems(problems)).toEqual([]);
    });

    it('when coming Back to it', async () => {
      const { page } = await visit(at('research'));
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 2500));
      // It glides there (scroll-behavior: smooth): once it has arrived, leave from halfway down, through the fixed header.
      await page.waitForFunction(() => window.scrollY === 2500);
      await page
        .getByRole('navigation', { name: settings.menu.label })
        .getByRole('link', { name: keynoteLink.label, exact: true })
        .click();
      await page.waitForURL(at('keynote'));
      await page.getByRole('heading', { level: 1, name: keynote.headings(1)[0] }).waitFor();
      await page.goBack();
      await page.waitForURL(at('research'));
      await page.getByRole('region', { name: settings.tldrBanner.label }).waitFor();
      expect(await settledScrollY(page)).toBe(0);
    });

    it('but never pulls back a reader who began to scroll before its script ran', async () => {
      const { page, problems } = await openPage(browser, 'about:blank', { viewport: PHONE });
      // The entry script is held until the reader has scrolled: on a slow phone it can come a second after the page shows.
      const entry = /\/assets\/index-[\w-]+\.js$/;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(entry, (route) => held.then(() => route.continue()));
      const asked = page.waitForRequest(entry);
      await page.goto(at('research'), { waitUntil: 'commit' });
      await asked;
      await page.waitForFunction(() => document.documentElement.scrollHeight > 4000);
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      release();
      await waitForHydration(page);
      // Where the reader left it (the browser's scroll anchoring may keep the place a pixel or two off as the page settles).
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - 1500)).toBeLessThan(10);
      expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
      expect(siteProblems(problems)).toEqual([]);
      await page.context().close();
    });

    it('except at a shared section link, which lands on that section', async () => {
      const shared = research.links(contents).at(-3)!.url;
      const { page } = await visit(at(`research${shared}`));
      await waitForHydration(page);
      // The page glides to the section (scroll-behavior: smooth), for longer on a busy machine: read where it comes to rest.
      expect(await settledScrollY(page)).toBeGreaterThan(0);
      const top = await page
        .locator(`[id="${shared.slice(1)}"]`)
        .evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(64);
      expect(top).toBeLessThan(200);
    });
  });
});
