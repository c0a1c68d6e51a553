import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, openPage, pagePerContext, PHONE, sharedPage, siteProblems, waitForHydration } from './support/browser.ts';
import { addressIn, everySite, rootSite } from './support/sites.ts';

const categories = [
  'Family Stress Impact',
  'AI Education Gap',
  'Wellness ROI',
  'Mental Health ROI',
  'Family Support Impact',
  'Work-Life Balance',
  'Employee Expectations',
  'Remote Work Impact',
];
const figures = ['3 of 4', '2-4X', '95%', '88%', '81%', '92%', '60%', '36%', '50%', '4:1', '79.8%', '71.9%', '65.2%', '60.1%', '33.7%', '78%', '79%', '56%', '77%', '83%'];

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
      expect(await firstLink.textContent()).toBe('Back to Home');
      expect(await firstLink.getAttribute('href')).toBe(new URL(at('')).pathname);
      await firstLink.click();
      await page.waitForURL(at(''));
      await page.getByRole('heading', { level: 1, name: 'Who is raising the AI generation?' }).waitFor();
      expect(siteProblems(problems)).toEqual([]);
    });
});

describe('research page', () => {
  const at = addressIn(rootSite());
  /** The page as it opens on a desktop, for the tests that only read it: one page, not one per test. */
  const readPage = sharedPage(() => openPage(browser, at('research')));

  describe('content', () => {
    it('has a TL;DR banner with 3 of 4 parents, 2-4X wellness ROI and an external source link', async () => {
      const { page } = await readPage();
      const banner = page.getByRole('complementary', { name: 'TL;DR' });
      const text = await banner.textContent();
      expect(text).toContain('3 of 4 parents');
      expect(text).toContain('2-4X');
      const source = banner.getByRole('link', { name: /^Source: / });
      expect(await source.getAttribute('href')).toMatch(/^https:\/\/(?!www\.example\.com)/);
      expect(await source.getAttribute('target')).toBe('_blank');
      expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('has the eight category headings in order, each with a stable anchor', async () => {
      const { page } = await readPage();
      const headings = await page.locator('main h2').evaluateAll((elements) => elements.map((h) => ({ text: h.textContent, id: h.id })));
      const categoryHeadings = headings.filter((h) => categories.includes(h.text ?? ''));
      expect(categoryHeadings.map((h) => h.text)).toEqual(categories);
      expect(categoryHeadings.map((h) => h.id)).toEqual(categories.map((c) => c.toLowerCase().replace(/ /g, '-')));
    });

    it('shows ten research items under the categories, each with a title, a description, its source host and a new-tab link', async () => {
      const { page } = await readPage();
      const items = await page.locator('main article').evaluateAll((articles) =>
        articles.map((article) => {
          let heading: Element | null = article;
          while (heading && heading.tagName !== 'H2') heading = heading.previousElementSibling;
          const link = article.querySelector('a')!;
          return {
            category: heading?.textContent,
            title: article.querySelector('h3')?.textContent ?? '',
            description: article.querySelector('.research-body')?.textContent ?? '',
            source: article.querySelector('footer p')?.textContent ?? '',
            href: link.getAttribute('href')!,
            target: link.getAttribute('target'),
            rel: link.getAttribute('rel'),
          };
        }),
      );
      expect(items).toHaveLength(10);
      expect([...new Set(items.map((item) => item.category))]).toEqual(categories);
      for (const item of items) {
        expect(item.title.length, item.title).toBeGreaterThan(10);
        expect(item.description.length, item.title).toBeGreaterThan(40);
        expect(item.href, item.title).toMatch(/^https:\/\//);
        expect(item.source, item.title).toBe(`Source: ${new URL(item.href).host.replace(/^www\./, '')}`);
        expect(item.target, item.title).toBe('_blank');
        expect(item.rel, item.title).toBe('noopener noreferrer');
      }
    });

    it('shows every research figure, in the pre-rendered HTML', async () => {
      const html = await (await fetch(at('research'))).text();
      const text = html.replace(/<[^>]+>/g, ' ');
      for (const figure of figures) expect(text, figure).toContain(figure);
    });

    it('lists your next steps: 5-7 conversations this week, connecting the dots next week, and the opportunity cost', async () => {
      const { page } = await readPage();
      const steps = page.locator('#next-steps');
      expect(await steps.getByRole('heading', { level: 2 }).textContent()).toBe('Your Next Steps');
      const items = await steps.locator('ol > li').allTextContents();
      expect(items).toHaveLength(3);
      expect(items[0]).toMatch(/5-7 parent colleagues this week/);
      expect(items[1]).toMatch(/Connect the dots[\s\S]*Next week/i);
      expect(items[2]).toMatch(/opportunity cost[\s\S]*25% of your parent workforce[\s\S]*conservative 5% productivity loss/);
    });

    it('offers three pilot options, then the closing opportunity block', async () => {
      const { page } = await readPage();
      const pilot = page.locator('#pilot');
      expect(await pilot.getByRole('heading', { level: 2 }).textContent()).toBe('Pilot a Solution');
      const options = await pilot.locator('.option-card').allTextContents();
      expect(options).toHaveLength(3);
      expect(options[0]).toMatch(/Option A[\s\S]*Do nothing/);
      expect(options[1]).toMatch(/Option B[\s\S]*Build internal[\s\S]*6-12 months/);
      expect(options[2]).toMatch(/Option C[\s\S]*Partner[\s\S]*30 days to launch[\s\S]*75% of your parent workforce[\s\S]*anxious/);
      // The closing block's copy is light on its dark band: WCAG contrast of at least 4.5:1.
      const contrasts = await page.locator('#opportunity').evaluate((band) => {
        const luminance = (color: string) => {
          const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
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
      const order = await page.locator('main section').evaluateAll((sections) => sections.map((section) => section.id).filter(Boolean));
      expect(order.slice(-3)).toEqual(['next-steps', 'pilot', 'opportunity']);
    });

    it('opens every outside link in a new tab with rel="noopener noreferrer"', async () => {
      const { page } = await readPage();
      const external = await page
        .locator('main a[href^="http"]')
        .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), target: link.getAttribute('target'), rel: link.getAttribute('rel') })));
      expect(external.length).toBeGreaterThanOrEqual(11);
      for (const link of external) expect(link, link.href ?? '').toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    });

    it('is readable and navigable with JavaScript off', async () => {
      const { page } = await visit(at('research'), { javaScript: false });
      expect(await page.locator('main article').count()).toBe(10);
      await page.locator('.toc-desktop a[href="#mental-health-roi"]').click();
      expect(page.url()).toBe(at('research#mental-health-roi'));
    });
  });

  describe('reading', () => {
    it('sets the long form in the typography plugin at a comfortable measure', async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        // On a desktop, the page the content tests read; on a phone, a page of its own.
        const { page } = viewport === DESKTOP ? await readPage() : await visit(at('research'), { viewport });
        const measure = await page.locator('main h2#family-stress-impact + p').evaluate((p) => {
          const probe = document.createElement('span');
          probe.textContent = '0'.repeat(100);
          // On one line: the site breaks a word longer than its line (overflow-wrap), and this one is.
          probe.style.whiteSpace = 'nowrap';
          p.append(probe);
          const ch = probe.getBoundingClientRect().width / 100;
          probe.remove();
          return { ch: p.getBoundingClientRect().width / ch, fontSize: parseFloat(getComputedStyle(p).fontSize), prose: !!p.closest('.prose') };
        });
        expect(measure.prose).toBe(true);
        expect(measure.fontSize).toBeGreaterThanOrEqual(17);
        expect(measure.ch).toBeLessThanOrEqual(75);
        if (viewport === DESKTOP) expect(measure.ch).toBeGreaterThanOrEqual(60);
      }
    });

    it('on a wide screen keeps a table of contents of the eight categories in view beside the text', async () => {
      const { page } = await visit(at('research'), { viewport: DESKTOP, reducedMotion: 'reduce' });
      await waitForHydration(page);
      const contents = page.locator('.toc-desktop');
      expect(await contents.locator('a').allTextContents()).toEqual(categories);
      expect(await contents.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        categories.map((c) => `#${c.toLowerCase().replace(/ /g, '-')}`),
      );
      await contents.getByRole('link', { name: 'Employee Expectations' }).click();
      await page.waitForFunction(() => {
        const top = document.getElementById('employee-expectations')!.getBoundingClientRect().top;
        return top >= 64 && top < 110;
      });
      expect(page.url()).toBe(at('research#employee-expectations'));
      await page.waitForFunction(() => document.querySelector('.toc-desktop a[aria-current="location"]')?.textContent === 'Employee Expectations');
      // Still in view, beside the text, after the jump.
      const box = (await contents.boundingBox())!;
      const text = (await page.locator('#employee-expectations').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(64);
      expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
      expect(box.x + box.width).toBeLessThan(text.x);
    });

    it('on a phone offers a compact jump list that stays under the header, lands clear of it and closes', async () => {
      const { page } = await visit(at('research'), { viewport: PHONE, reducedMotion: 'reduce' });
      await waitForHydration(page);
      expect(await page.locator('.toc-desktop').isVisible()).toBe(false);
      const summary = page.locator('.toc-phone > summary');
      expect(await summary.textContent()).toBe('Research topics');
      const collapsed = (await page.locator('.toc-phone').boundingBox())!;
      expect(collapsed.height).toBeLessThan(70);

      await page.locator('#ai-education-gap').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 400));
      const stuck = (await summary.boundingBox())!;
      expect(stuck.y).toBeGreaterThanOrEqual(64);
      expect(stuck.y).toBeLessThan(90);
      // It names the section being read.
      await page.waitForFunction(() => document.querySelector('.toc-phone .toc-current')?.textContent === 'AI Education Gap');

      await summary.click();
      const list = page.locator('.toc-phone .toc-list');
      expect(await list.locator('a').allTextContents()).toEqual(categories);
      await list.getByRole('link', { name: 'Remote Work Impact' }).click();
      await page.waitForFunction(() => !document.querySelector('details.toc-phone')!.hasAttribute('open'));
      await page.waitForFunction(() => {
        const heading = document.getElementById('remote-work-impact')!.getBoundingClientRect();
        const bar = document.querySelector('.toc-phone')!.getBoundingClientRect();
        return heading.top >= bar.bottom && heading.top < bar.bottom + 80;
      });
      expect(page.url()).toBe(at('research#remote-work-impact'));
    });
  });

  describe('opens at the top however it is reached', () => {
    it('from a link on another page', async () => {
      const { page } = await visit(at(''));
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.locator('main a[href$="research"]').first().click();
      await page.waitForURL(at('research'));
      await page.getByRole('complementary', { name: 'TL;DR' }).waitFor();
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
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Keynote', exact: true }).click();
      await page.waitForURL(at('keynote'));
      await page.getByRole('heading', { level: 1, name: /^Book/ }).waitFor();
      await page.goBack();
      await page.waitForURL(at('research'));
      await page.getByRole('complementary', { name: 'TL;DR' }).waitFor();
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
      const { page } = await visit(at('research#work-life-balance'));
      await waitForHydration(page);
      // The page glides to the section (scroll-behavior: smooth), for longer on a busy machine: read where it comes to rest.
      expect(await settledScrollY(page)).toBeGreaterThan(0);
      const top = await page.locator('#work-life-balance').evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(64);
      expect(top).toBeLessThan(200);
    });
  });
});
