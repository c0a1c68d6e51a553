import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContentElement } from './support/content.ts';
import { axeViolations } from './support/axe.ts';
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
import { contentPage, settings, textOf } from './support/content.ts';
import { placedFrames } from './support/embedded-forms.ts';
import { addressIn, everySite, rootSite } from './support/sites.ts';
import { expectSmoothScrollTo, waitUntilLanded } from './support/smooth-scroll.ts';

const home = await contentPage('/');
const hero = home.element('Hero');
const [corporate, about, approach, sessions, booking] = ['corporate', 'about', 'approach', 'sessions', 'booking'].map(
  (id) => home.section(id),
) as [ContentElement, ContentElement, ContentElement, ContentElement, ContentElement];
const viewOptions = home.element('Disclosure');
/** The options inside View Options, and the corporate section's other cards. */
const options = home.elements('Card', viewOptions).map((card) => String(card.props.title));
const benefits = home.elements('Card', corporate).filter((card) => !options.includes(String(card.props.title)));
const form = home.element('BookingEmbed', booking);
const services = home.elements('FooterColumn').find((column) => home.links(column).length > 0)!;
/** The hero's first paragraph: the claim under the headline. */
const claim = textOf(hero.node.children.find((node) => node.type === 'paragraph')!);

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test. */
const visit = pagePerContext(() => browser);

/** Each build's home page as it opens, for the tests that only read it; open until the file's last test. */
const homePages = new Map(
  everySite().map((site) => [site.name, sharedPage(() => openPage(browser, addressIn(site)('')))]),
);

/** Distance from the top of the viewport to the top of the element with this id. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

describe.each(everySite())('home page built for $base', (site) => {
  const at = addressIn(site);

  describe('HTML before any script', () => {
    it('has its title and description, the hero and every section in the pre-rendered page', async () => {
      // React separates text and expressions with empty comments; drop them to read the text.
      const html = (await (await fetch(at(''))).text()).replaceAll('<!-- -->', '');
      expect(html).toContain(`<title>${home.frontmatter.title}</title>`);
      expect(html).toContain(`<meta name="description" content="${home.frontmatter.description}">`);
      expect(html).toContain(home.headings(1)[0]);
      const text = html
        .replace(/<[^>]+>/g, '')
        .replaceAll('&#x27;', "'")
        .replace(/\s+/g, ' ');
      expect(text).toContain(claim);
      expect(html).toContain(`Why ${settings.brand} for Your Workplace?`);
      for (const id of ['corporate', 'about', 'approach', 'sessions', 'booking'])
        expect(html, id).toContain(`id="${id}"`);
      expect(html).toContain(`<time data-current-year="">${new Date().getFullYear()}</time>`);
    });
  });

  describe('hero', () => {
    it('its second button goes to /research', async () => {
      const { page } = await visit(at(''));
      await waitForHydration(page);
      await page.getByRole('link', { name: home.buttonTo('/research', hero) }).click();
      await page.waitForURL(at('research'));
    });

    it('has an illustration with its size and alt text', async () => {
      const { page } = await homePages.get(site.name)!();
      const image = page.locator('.hero img');
      expect(await image.getAttribute('alt')).toBe(hero.props.imageAlt);
      expect(await image.getAttribute('width')).toBe('1200');
      expect(await image.getAttribute('height')).toBe('900');
      expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(
        true,
      );
    });
  });
});

describe('home page', () => {
  const at = addressIn(rootSite());
  const homePage = homePages.get(rootSite().name)!;

  describe('HTML before any script', () => {
    it('is fully visible with JavaScript off: every section, the corporate options and the form', async () => {
      const { page } = await visit(at(''), { javaScript: false });
      const opacities = await page
        .locator('[data-fade]')
        .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
      expect(opacities.length).toBe(home.elements('Section').length);
      expect(new Set(opacities)).toEqual(new Set(['1']));
      // The corporate options are a native <details>: they open without JavaScript.
      await page.locator('#corporate summary').click();
      const shown = [
        ...options,
        String(home.elements('Card', about)[0]!.props.title),
        String(home.elements('Step', approach).at(-1)!.props.title),
        String(home.elements('Fact', sessions).at(-1)!.props.label),
      ];
      for (const text of shown) {
        await page.getByText(text, { exact: true }).scrollIntoViewIfNeeded();
        expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
      }
      const frame = await page.getByTitle(String(form.props.title)).boundingBox();
      expect(frame!.height).toBe(form.props.height);
      expect(await page.locator('footer time').textContent()).toBe(String(new Date().getFullYear()));
    });
  });

  describe('hero', () => {
    it('its first button smooth-scrolls to the about section', async () => {
      const { page, problems } = await visit(at(''));
      await waitForHydration(page);
      await expectSmoothScrollTo(page, page.getByRole('link', { name: home.buttonTo('#about', hero) }), 'about');
      expect(siteProblems(problems)).toEqual([]);
    });
  });

  describe('corporate section', () => {
    it('is headed with the brand from the settings file, under a stable anchor', async () => {
      const { page } = await homePage();
      const heading = page.locator('#corporate').getByRole('heading', { level: 2 }).first();
      expect(await heading.textContent()).toBe(`Why ${settings.brand} for Your Workplace?`);
      expect(await heading.getAttribute('id')).toBe('why-us-for-your-workplace');
    });

    it('its button smooth-scrolls to the booking section', async () => {
      const { page } = await visit(at(''));
      await waitForHydration(page);
      await expectSmoothScrollTo(
        page,
        page.getByRole('link', { name: home.buttonTo('#booking', corporate) }),
        'booking',
      );
    });

    it('View Options opens and closes the options, by mouse and keyboard, turning its chevron', async () => {
      const { page, problems } = await visit(at(''));
      await waitForHydration(page);
      const corporate = page.locator('#corporate');
      const disclosure = corporate.locator('details.disclosure');
      // A native <details>: its <summary> is the button, and browsers announce it expanded or collapsed.
      const button = disclosure.locator('summary');
      expect(await button.textContent()).toBe(viewOptions.props.label);
      const isOpen = () => disclosure.evaluate((element: HTMLDetailsElement) => element.open);
      // Tailwind's rotate-180 sets the CSS `rotate` property; read it and any transform, in whole degrees.
      const chevronAngle = () =>
        button.locator('[data-chevron]').evaluate((element) => {
          const style = getComputedStyle(element);
          const rotate = style.rotate === 'none' ? 0 : parseFloat(style.rotate);
          const { a, b } = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
          return Math.abs(Math.round(rotate + (Math.atan2(b, a) * 180) / Math.PI)) % 360;
        });
      const waitForAngle = (angle: number) =>
        page.waitForFunction((wanted) => {
          const style = getComputedStyle(document.querySelector('#corporate [data-chevron]')!);
          return Math.abs(Math.round(style.rotate === 'none' ? 0 : parseFloat(style.rotate))) % 360 === wanted;
        }, angle);
      expect(await isOpen()).toBe(false);
      expect(await chevronAngle()).toBe(0);
      for (const name of options) expect(await corporate.getByRole('heading', { name }).isVisible(), name).toBe(false);

      await button.click();
      expect(await isOpen()).toBe(true);
      for (const name of options) expect(await corporate.getByRole('heading', { name }).isVisible(), name).toBe(true);
      expect((await disclosure.textContent())?.replace(/\s+/g, ' ')).toContain(
        home.elements('Card', viewOptions)[0]!.text,
      );
      await waitForAngle(180);

      // The keyboard closes it too.
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await isOpen()).toBe(false);
      for (const name of options) expect(await corporate.getByRole('heading', { name }).isVisible(), name).toBe(false);
      await waitForAngle(0);
      expect(siteProblems(problems)).toEqual([]);
    });

    it('shows the benefit cards the page writes', async () => {
      const { page } = await homePage();
      await waitForHydration(page);
      // The three options (in View Options) are cards too.
      expect(await page.locator('#corporate .card:not(.disclosure .card) h3').allTextContents()).toEqual(
        benefits.map((card) => card.props.title),
      );
    });
  });

  describe('about, approach and personal sessions', () => {
    it('about has the cards the page writes', async () => {
      const { page } = await homePage();
      const titles = await page.locator('#about .card h3').allTextContents();
      expect(titles).toEqual(home.elements('Card', about).map((card) => card.props.title));
    });

    it('approach is a numbered list of its steps, in order', async () => {
      const { page } = await homePage();
      const steps = page.locator('#approach ol > li');
      const written = home.elements('Step', approach);
      expect(await steps.locator('h3').allTextContents()).toEqual(written.map((step) => step.props.title));
      // The numbers are drawn by the list's counter: each step shows its own.
      const numbers = await steps.evaluateAll((items) =>
        items.map((item) => [getComputedStyle(item, '::before').content, getComputedStyle(item).counterIncrement]),
      );
      expect(numbers).toEqual(Array(written.length).fill(['counter(step)', 'step 1']));
    });

    it('personal sessions give their length and price from the settings, and their button scrolls to booking', async () => {
      const { page } = await visit(at(''));
      await waitForHydration(page);
      const sessionsBlock = page.locator('#sessions');
      const facts = home.elements('Fact', sessions);
      expect(await sessionsBlock.locator('dd').allTextContents()).toEqual(facts.map((fact) => fact.props.value));
      expect(facts.map((fact) => fact.props.value)).toEqual([
        settings.personalSession.length,
        settings.personalSession.price,
      ]);
      expect(await sessionsBlock.locator('dt').allTextContents()).toEqual(facts.map((fact) => fact.props.label));
      expect(await sessionsBlock.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        home.headings(3, sessions),
      );
      await expectSmoothScrollTo(
        page,
        sessionsBlock.getByRole('link', { name: home.buttonTo('#booking', sessions) }),
        'booking',
      );
    });
  });

  describe('booking', () => {
    it('embeds the contact form from the settings file, lazily, titled, 1200px high from the start', async () => {
      const { page } = await visit(at(''), { viewport: PHONE });
      await waitForHydration(page);
      // Far below the fold, the frame is not there yet, and its holder already has the form's full height:
      // nothing moves when it arrives.
      const holder = page.locator('#booking [data-frame-holder]');
      expect(await holder.locator('iframe').count()).toBe(0);
      expect((await holder.boundingBox())!.height).toBe(form.props.height);
      const [frame] = await placedFrames(page);
      expect(await frame!.getAttribute('src')).toBe(settings.links.contactForm);
      expect(await frame!.getAttribute('loading')).toBe('lazy');
      expect(await frame!.getAttribute('title')).toBe(form.props.title);
      const box = await frame!.boundingBox();
      expect(box!.height).toBe(form.props.height);
      expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    });

    it('offers a plain link that opens the form in a new tab', async () => {
      const { page } = await homePage();
      const link = page.locator('#booking').getByRole('link', { name: settings.bookingEmbed.openForm });
      expect(await link.getAttribute('href')).toBe(settings.links.contactForm);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    });
  });

  describe('footer', () => {
    it('lists the services and its Contact Us button smooth-scrolls to booking', async () => {
      const { page } = await visit(at(''));
      await waitForHydration(page);
      const footer = page.locator('footer');
      const list = footer
        .getByRole('heading', { name: String(services.props.title) })
        .locator('xpath=following-sibling::ul[1]');
      expect(await list.getByRole('listitem').allTextContents()).toEqual(home.links(services).map((link) => link.text));
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole('link', { name: home.buttonTo('#booking', home.element('PageFooter')) }).click();
      await waitUntilLanded(page, 'booking');
      expect(new URL(page.url()).hash).toBe('#booking');
    });

    it('shows the visitor’s year, even when it is not the year of the build, without an error', async () => {
      const buildYear = new Date().getFullYear();
      // A page of its own: the clock it installs would stay in a page the next test reuses.
      const { page, problems } = await openPage(browser, at(''));
      await page.clock.setFixedTime(new Date(`${buildYear + 5}-01-01T00:00:30`));
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      const copyright = page.locator('footer .copyright');
      await page.waitForFunction(
        (year) => document.querySelector('footer .copyright')?.textContent?.includes(String(year)),
        buildYear + 5,
      );
      expect(await copyright.textContent()).toBe(`© ${buildYear + 5} ${settings.brand}. All rights reserved.`);
      expect(siteProblems(problems)).toEqual([]);
      await page.context().close();
    });
  });

  describe('fade-in', () => {
    /** Records, from before the page's scripts run, every section whose copy was ever set waiting. */
    async function openWatchingFades(options: Parameters<typeof openPage>[2] = {}) {
      const watched = await openPage(browser, 'about:blank', options);
      await watched.page.addInitScript(() => {
        const waited = new Set<string>();
        (window as unknown as { waited: Set<string> }).waited = waited;
        new MutationObserver((records) => {
          for (const record of records) {
            const element = record.target as HTMLElement;
            if (element.dataset.fade === 'waiting') waited.add(element.closest('section')?.id ?? '?');
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-fade'] });
      });
      await watched.page.goto(at(''), { waitUntil: 'load' });
      await waitForHydration(watched.page);
      return watched;
    }
    const waited = (page: Page) =>
      page.evaluate(() => [...(window as unknown as { waited: Set<string> }).waited].sort());
    const fadeOf = (page: Page, id: string) =>
      page.locator(`#${id} > [data-fade]`).evaluate((element) => ({
        state: (element as HTMLElement).dataset.fade,
        opacity: getComputedStyle(element).opacity,
      }));

    it('hides only sections out of view when the page starts, and shows each once 10% of it is visible', async () => {
      const { page, problems } = await openWatchingFades({ viewport: DESKTOP });
      // The corporate section starts on screen under the hero: it is never hidden.
      expect(await topOf(page, 'corporate')).toBeLessThan(DESKTOP.height);
      expect(await waited(page)).toEqual(['about', 'approach', 'booking', 'sessions']);
      expect(await fadeOf(page, 'corporate')).toEqual({ state: 'shown', opacity: '1' });
      expect(await fadeOf(page, 'about')).toEqual({ state: 'waiting', opacity: '0' });

      const height = await page.locator('#about').evaluate((element) => element.getBoundingClientRect().height);
      const scrollToShow = (fraction: number) =>
        page.evaluate(
          ({ fraction: f, height: h }) => {
            const top = document.getElementById('about')!.getBoundingClientRect().top + window.scrollY;
            window.scrollTo(0, top - window.innerHeight + f * h);
          },
          { fraction, height },
        );
      await scrollToShow(0.05);
      await page.waitForTimeout(300);
      expect((await fadeOf(page, 'about')).state).toBe('waiting');
      await scrollToShow(0.12);
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('#about > [data-fade]')!.dataset.fade === 'shown',
      );
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('#about > [data-fade]')!).opacity === '1',
      );
      expect(siteProblems(problems)).toEqual([]);
      await page.context().close();
    });

    it('moves nothing around it: only opacity changes, and every section keeps its place', async () => {
      const { page } = await openWatchingFades({ viewport: DESKTOP });
      const layout = () =>
        page.evaluate(() => ({
          sections: [...document.querySelectorAll('main section')].map((element) => (element as HTMLElement).offsetTop),
          height: document.documentElement.scrollHeight,
        }));
      const before = await layout();
      expect(
        await page
          .locator('#corporate > [data-fade]')
          .evaluate((element) => getComputedStyle(element).transitionProperty),
      ).toBe('opacity');
      for (const id of ['about', 'approach', 'sessions', 'booking']) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (t) => document.querySelector<HTMLElement>(`#${t} > [data-fade]`)!.dataset.fade === 'shown',
          id,
        );
      }
      expect(await layout()).toEqual(before);
      await page.context().close();
    });

    it('with prefers-reduced-motion: reduce, hides nothing', async () => {
      const { page, problems } = await openWatchingFades({ viewport: DESKTOP, reducedMotion: 'reduce' });
      await page.waitForTimeout(200);
      expect(await waited(page)).toEqual([]);
      for (const id of ['corporate', 'about', 'approach', 'sessions', 'booking']) {
        expect(await fadeOf(page, id), id).toEqual({ state: 'shown', opacity: '1' });
      }
      expect(siteProblems(problems)).toEqual([]);
      await page.context().close();
    });
  });

  describe('accessibility', () => {
    it('axe finds nothing, with the corporate options open', async () => {
      const { page } = await visit(at(''), { reducedMotion: 'reduce' });
      await waitForHydration(page);
      await page.locator('#corporate summary').click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
