// Every behaviour of the site that needs JavaScript, written once and run in each engine beside Chromium (whose own,
// fuller tests are the page files: foundation, home, research-calculator, lighthouse, guide-progress, photo-dialog,
// offline). Each test is a visitor's path through one behaviour, on the build at /, and ends with no problem the
// engine let the test see.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { skippedEngines } from '../../../scripts/find-engines.mjs';
import { PROSE_PHOTO_ALT } from '../../../tools/fixtures/photo-project.ts';
import { startStaticServer } from '../../../src/node/server/static-server.ts';
import { fillTemplate } from '../../../src/lib/copy-template.ts';
import { formatCost, opportunityCost } from '../../../src/lib/opportunity-cost.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { carouselIn, contentPage, settings } from './content.ts';
import type { EngineBrowser, EnginePage, Viewport } from './engine-page.ts';
import {
  fill,
  focus,
  hydrated,
  islandAwake,
  landedAt,
  named,
  reached,
  scrollToMiddle,
  shown,
  textIs,
  textOf,
} from './engine-steps.ts';
import { connectTo, type SiteConnection } from './site-connection.ts';
import { photoSite, rootSite, type TestSite } from './sites.ts';

interface Visit {
  page: EnginePage;
  connection: SiteConnection;
  /** An address of the site through this visit's connection. */
  at: (route: string) => string;
}

interface VisitOptions {
  viewport?: Viewport;
  site?: TestSite;
  serviceWorker?: boolean;
  /** The page it opens, hydrated. */
  route?: string;
}

const CALCULATOR = 'fg-island[module="CostCalculator"]';
const CAROUSEL = '[aria-roledescription="carousel"]';
const DIALOG = '[role="dialog"]';
const lighthouse = await contentPage('/lighthouse');
const GUIDE_TITLE = lighthouse.headings(1)[0]!;
const OFFLINE_TITLE = (await contentPage('/offline')).headings(1)[0]!;
const carousel = await carouselIn('/lighthouse');
const guideSteps = lighthouse.elements('GuideStep').map((step) => String(step.props.title));
const calculator = (await contentPage('/research')).element('CostCalculator');
const { currency, ...startingFigures } = settings.opportunityCost;
/** The calculator's cost for these figures, as the page formats it. */
const costOf = (figures: Record<keyof typeof startingFigures, number>) =>
  formatCost(opportunityCost(figures), currency);
/** The header's links as the drawer lists them: the settings' navigation, then Book Now. */
const menuLinks = [...settings.navigation, settings.bookNow];
const keynoteLink = settings.navigation.find((link) => link.to === '/keynote')!;
const guideSummary = (done: number) =>
  fillTemplate(settings.guideProgress.summary, { done: String(done), total: String(guideSteps.length) });

/** The name of the open dialog: the text of what labels it. */
const dialogName = (page: EnginePage) =>
  page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return dialog && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent;
  }, null);

/** Waits until a dialog is open whose name starts with this. */
const dialogNamed = (page: EnginePage, start: string) =>
  page.waitFor(
    (wanted) => {
      const dialog = document.querySelector('[role="dialog"]');
      return (
        dialog && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent?.startsWith(wanted)
      );
    },
    start,
    `a dialog named “${start}…”`,
  );

const dialogGone = (page: EnginePage) =>
  page.waitFor(() => document.querySelector('[role="dialog"]') === null, null, 'the dialog to close');

/** Waits until slide n is the one marked current and has come to rest in the carousel's window. */
const slideShown = (page: EnginePage, n: number) =>
  page.waitFor(
    ([slideName, dotName]) => {
      const dot = document.querySelector('[aria-roledescription="carousel"] button[aria-current="true"]');
      const viewport = document.querySelector('.carousel-viewport')!.getBoundingClientRect();
      const slide = document
        .querySelector(`[aria-roledescription="slide"][aria-label="${slideName}"]`)!
        .getBoundingClientRect();
      return dot?.getAttribute('aria-label') === dotName && Math.abs(slide.left - viewport.left) < 2;
    },
    [carousel.slideName(n), carousel.dotName(n)] as const,
    `slide ${n} to come to rest`,
  );

/** The CSS rotation of an element (or its ::after), in whole degrees. */
const turnedTo = (page: EnginePage, selector: string, pseudo: string | null, degrees: number) =>
  page.waitFor(
    ([found, after, wanted]) => {
      const { rotate } = getComputedStyle(document.querySelector(found as string)!, after as string | null);
      return Math.abs(Math.round(rotate === 'none' ? 0 : parseFloat(rotate))) % 360 === wanted;
    },
    [selector, pseudo, degrees] as const,
    `${selector}${pseudo ?? ''} turned to ${degrees}°`,
  );

/** Waits for the offline worker to control the page, and checks its precache holds the guide. */
async function workerHolds(page: EnginePage, guide: string): Promise<void> {
  // Controlling the page, the worker is active: its install, which fills the precache, is over.
  await page.waitFor(() => navigator.serviceWorker.controller !== null, null, 'the worker to control the page');
  const kept = await page.evaluate(async (wanted) => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls.some((url) => url === wanted || url.startsWith(`${wanted}?`));
  }, guide);
  expect(kept, `the precache holds ${guide}`).toBe(true);
}

/** The heading of the page shown. */
const heading = (page: EnginePage) => page.evaluate(() => document.querySelector('h1')?.textContent?.trim(), null);

/**
 * The behaviours, run in one engine: its browser is launched once for the file and shared by its tests; each test
 * has a page and an origin of its own (support/site-connection.ts). An engine left out by name (E2E_SKIP_ENGINES, on a
 * machine without it) shows its tests as skipped, never as passed.
 */
export function testBehavioursIn(engine: EngineBrowser['name'], launch: () => Promise<EngineBrowser>): void {
  describe.skipIf(skippedEngines().includes(engine))(`${engine}`, () => {
    let browser: EngineBrowser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** Opens a page at a route of a built site, through a connection of its own, closed after the test. */
    async function visit({
      viewport = DESKTOP,
      site = rootSite(),
      serviceWorker = false,
      route = '',
    }: VisitOptions = {}): Promise<Visit> {
      const connection = await connectTo(site.url, { serviceWorker });
      const page = await browser.newPage(viewport);
      onTestFinished(async ({ task }) => {
        if (task.result?.state === 'fail') {
          // What the page showed when the test failed, to look at beside the error.
          const file = path.resolve(
            '.e2e/engine-failures',
            `${engine}-${task.name.replace(/\W+/g, '-').slice(0, 80)}.png`,
          );
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, await page.screenshot()).catch(() => undefined);
        }
        await page.close();
        await connection.close();
      });
      const at = (to: string) => new URL(to, connection.url).href;
      await page.goto(at(route));
      await hydrated(page);
      return { page, connection, at };
    }

    it('the phone menu opens the drawer from the bottom, lists the links, and closes with its button, focus back on the menu button; a link in it is followed', async () => {
      const { page, at } = await visit({ viewport: PHONE, route: 'research' });
      const openDrawer = async () => {
        await page.click(`button[aria-label="${settings.menu.open}"]`);
        // At rest once its slide-in has ended: on a busy machine WebKit reported the drawer at the bottom while the
        // slide still ran, and then 49 px lower (a tap there met the overlay or the link above).
        await page.waitFor(
          () => {
            const drawer = document.querySelector('[role="dialog"]');
            return (
              drawer &&
              drawer.getAnimations().length === 0 &&
              Math.abs(drawer.getBoundingClientRect().bottom - innerHeight) < 1
            );
          },
          null,
          'the drawer to come to rest at the bottom',
        );
      };
      await openDrawer();
      expect(await dialogName(page)).toBe(settings.menu.title);
      const links = await page.evaluate(
        () =>
          [...document.querySelectorAll('[role="dialog"] nav a')]
            .filter((link) => link.checkVisibility())
            .map((link) => link.textContent),
        null,
      );
      expect(links).toEqual(menuLinks.map((link) => link.label));
      await page.click(`[role="dialog"] button[aria-label="${settings.menu.close}"]`);
      await dialogGone(page);
      await page.waitFor(
        (label) => document.activeElement?.getAttribute('aria-label') === label,
        settings.menu.open,
        'focus back on the menu button',
      );

      await openDrawer();
      await page.click(await named(page, '[role="dialog"] nav a', keynoteLink.label));
      await reached(page, at('keynote'));
      expect(await page.problems()).toEqual([]);
    });

    it('Enterprise in the header smooth-scrolls to the corporate section on the home page, and lands there from another page', async () => {
      const { page, at } = await visit();
      const enterprise = `nav[aria-label="${settings.menu.label}"] a[href$="#corporate"]`;
      await page.click(enterprise);
      await landedAt(page, 'corporate');
      expect(await page.url()).toBe(at('#corporate'));

      await page.goto(at('keynote'));
      await hydrated(page);
      await page.click(enterprise);
      await reached(page, at('#corporate'));
      // Opened scrolled to its section, the page still runs its script (Firefox reports no paint for it).
      await hydrated(page);
      await page.waitFor(
        () => {
          const top = document.getElementById('corporate')?.getBoundingClientRect().top;
          return top !== undefined && top >= 64 && top < 100;
        },
        null,
        '#corporate below the header',
      );
      expect(await page.problems()).toEqual([]);
    });

    it('View Options opens and closes the options by mouse and keyboard, turning its chevron', async () => {
      const { page } = await visit();
      const summary = '#corporate details.disclosure > summary';
      const options = '#corporate details.disclosure h3';
      const count = (await shown(page, options)).length;
      expect(count).toBeGreaterThan(0);
      expect(await shown(page, options)).toEqual(Array(count).fill(false));
      await page.click(summary);
      expect(await shown(page, options)).toEqual(Array(count).fill(true));
      await turnedTo(page, '#corporate [data-chevron]', null, 180);
      await focus(page, summary);
      await page.press('Enter');
      expect(await shown(page, options)).toEqual(Array(count).fill(false));
      await turnedTo(page, '#corporate [data-chevron]', null, 0);
      expect(await page.problems()).toEqual([]);
    });

    it('the research calculator answers typed figures, and “Copy link” copies an address that opens with them', async () => {
      const { page, at } = await visit({ route: 'research' });
      await scrollToMiddle(page, '#opportunity-cost');
      await islandAwake(page, 'CostCalculator');
      expect(await textOf(page, `${CALCULATOR} .calc-cost`)).toBe(
        costOf({
          parents: startingFigures.parents.start,
          salary: startingFigures.salary.start,
          affected: startingFigures.affected.start,
          loss: startingFigures.loss.start,
        }),
      );
      const figures = { parents: '1,200', salary: '95000', affected: '30', loss: '2.5' };
      const typedCost = costOf({ parents: 1200, salary: 95000, affected: 30, loss: 2.5 });
      for (const [name, text] of Object.entries(figures)) await fill(page, `${CALCULATOR} input[name="${name}"]`, text);
      await textIs(page, `${CALCULATOR} .calc-cost`, typedCost);
      expect(new URL(await page.url()).search).toBe('?parents=1200&salary=95000&affected=30&loss=2.5');

      // What the button hands the clipboard, recorded on its way there; the status says the clipboard took it.
      await page.evaluate(() => {
        const clipboard = navigator.clipboard;
        const write = clipboard.writeText.bind(clipboard);
        clipboard.writeText = (text) => {
          (window as unknown as { copied: string }).copied = text;
          return write(text);
        };
      }, null);
      await page.click(await named(page, `${CALCULATOR} button`, String(calculator.props.copyLabel)));
      await textIs(page, `${CALCULATOR} [role="status"]`, String(calculator.props.copiedMessage));
      const link = await page.evaluate(() => (window as unknown as { copied: string }).copied, null);
      expect(link).toBe(at('research?parents=1200&salary=95000&affected=30&loss=2.5#opportunity-cost'));
      const problems = await page.problems();

      // Whoever opens it: a new document, landing at the calculator's step with the figures in.
      await page.goto('about:blank');
      await page.goto(link);
      await hydrated(page);
      await islandAwake(page, 'CostCalculator');
      await textIs(page, `${CALCULATOR} .calc-cost`, typedCost);
      expect(
        await page.evaluate(
          (found) => document.querySelector<HTMLInputElement>(found)!.value,
          `${CALCULATOR} input[name="parents"]`,
        ),
      ).toBe('1,200');
      const top = await page.evaluate(
        () => document.getElementById('opportunity-cost')!.getBoundingClientRect().top,
        null,
      );
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(DESKTOP.height);
      expect([...problems, ...(await page.problems())]).toEqual([]);
    });

    it('the Lighthouse carousel turns with next and previous, wrapping both ways, and with its dots', async () => {
      const { page } = await visit({ route: 'lighthouse' });
      await scrollToMiddle(page, CAROUSEL);
      await islandAwake(page, 'Carousel');
      await page.click(`button[aria-label="${settings.carousel.previous}"]`);
      await slideShown(page, carousel.total);
      await page.click(`button[aria-label="${settings.carousel.next}"]`);
      await slideShown(page, 1);
      await page.click(`button[aria-label="${settings.carousel.next}"]`);
      await slideShown(page, 2);
      await page.click(`button[aria-label="${carousel.dotName(carousel.total - 1)}"]`);
      await slideShown(page, carousel.total - 1);
      expect(await textOf(page, `${CAROUSEL} [aria-live="polite"]`)).toBe(carousel.announcement(carousel.total - 1));
      expect(await page.problems()).toEqual([]);
    });

    it('the sample agenda folds and opens by mouse and keyboard, turning its chevron', async () => {
      const { page } = await visit({ route: 'lighthouse' });
      const summary = 'details.agenda > summary';
      const isOpen = () =>
        page.evaluate(() => document.querySelector<HTMLDetailsElement>('details.agenda')!.open, null);
      const firstRow = '#steps li:has(time) p';
      expect(await isOpen()).toBe(true);
      await turnedTo(page, summary, '::after', 180);
      await page.click(summary);
      expect(await isOpen()).toBe(false);
      expect((await shown(page, firstRow))[0]).toBe(false);
      await turnedTo(page, summary, '::after', 0);
      await page.click(summary);
      expect(await isOpen()).toBe(true);
      expect((await shown(page, firstRow))[0]).toBe(true);
      await focus(page, summary);
      await page.press('Enter');
      expect(await isOpen()).toBe(false);
      await page.press(' ');
      expect(await isOpen()).toBe(true);
      expect(await page.problems()).toEqual([]);
    });

    it('the guide’s ticks are kept across a reload, counted, and cleared by Start over', async () => {
      const { page } = await visit({ viewport: PHONE, route: 'lighthouse' });
      const tick = (title: string) => `input[type="checkbox"][aria-label$=", ${title}"]`;
      const summary = '.guide-progress [role="status"]';
      /** Brings each tick and the summary into view, in turn, and waits for their islands (woken on sight). */
      const wakeGuide = () =>
        page.evaluate(async () => {
          for (const island of document.querySelectorAll(
            'fg-island[module="GuideTick"], fg-island[module="GuideSummary"]',
          )) {
            island.firstElementChild!.scrollIntoView({ block: 'center' });
            await new Promise<void>((woken) => {
              const check = () => (island.hasAttribute('hydrated') ? woken() : requestAnimationFrame(check));
              check();
            });
          }
        }, null);
      /** Waits for the ticks to show these states: an island reads what was kept in an effect, a render after it wakes. */
      const ticksAre = (states: boolean[]) =>
        page.waitFor(
          (wanted) =>
            [...document.querySelectorAll<HTMLInputElement>('.guide-tick input')].map((box) => box.checked).join() ===
            wanted,
          states.join(),
          `the ticks ${states.join()}`,
        );

      await wakeGuide();
      // The count is written a render after the summary wakes, once it has read the page's steps.
      await textIs(page, summary, guideSummary(0));
      await page.click(tick(guideSteps[1]!));
      await page.click(tick(guideSteps.at(-1)!));
      await textIs(page, summary, guideSummary(2));

      await page.reload();
      await hydrated(page);
      await wakeGuide();
      await ticksAre(guideSteps.map((_, index) => index === 1 || index === guideSteps.length - 1));
      await textIs(page, summary, guideSummary(2));

      await page.click(await named(page, '.guide-progress button', settings.guideProgress.startOver));
      await textIs(page, summary, guideSummary(0));
      await ticksAre(guideSteps.map(() => false));
      expect(await page.evaluate(() => localStorage.length, null)).toBe(0);
      expect(await page.problems()).toEqual([]);
    });

    it('a carousel slide opens large in a dialog named by its alt text; an arrow key turns, Escape closes, focus comes back', async () => {
      const { page } = await visit({ route: 'lighthouse' });
      await scrollToMiddle(page, CAROUSEL);
      await islandAwake(page, 'Carousel');
      const secondPhoto = await page.evaluate(
        (name) =>
          document.querySelector(`[aria-roledescription="slide"][aria-label="${name}"] a`)!.getAttribute('href'),
        carousel.slideName(2),
      );
      await page.click(`[aria-roledescription="slide"][aria-label="${carousel.slideName(1)}"] a[data-opens-viewer]`);
      await dialogNamed(page, carousel.slides[0]!.alt);
      // Radix moves focus into the dialog once it is in place: from then on the keys are its.
      await page.waitFor(
        () => document.activeElement?.closest('[role="dialog"]') !== null,
        null,
        'focus in the dialog',
      );
      await page.press('ArrowRight');
      await dialogNamed(page, carousel.slides[1]!.alt);
      await page.click(`[role="dialog"] button[aria-label="${settings.photoViewer.zoomIn}"]`);
      await page.waitFor(
        () => document.querySelector('.photo-viewer-stage')?.getAttribute('data-zoom') === '1.50',
        null,
        'the photo zoomed to 1.5×',
      );
      await page.press('Escape');
      await dialogGone(page);
      await page.waitFor(
        (href) => document.activeElement?.getAttribute('href') === href,
        secondPhoto,
        'focus back on the picture last shown',
      );
      expect(await page.problems()).toEqual([]);
    });

    it('a Markdown photo, its island asleep, opens large on a click rather than following its link', async () => {
      const { page, at } = await visit({ site: photoSite(), route: 'lighthouse' });
      const link = 'fg-island[module="ZoomablePhoto"] a[data-opens-viewer]';
      await scrollToMiddle(page, link);
      await page.click(link);
      await dialogNamed(page, PROSE_PHOTO_ALT);
      expect(await page.url()).toBe(at('lighthouse'));
      await page.waitFor(
        () => document.querySelector<HTMLImageElement>('[role="dialog"] img')?.complete,
        null,
        'the photo drawn',
      );
      await page.click(`${DIALOG} button[aria-label="${settings.photoViewer.close}"]`);
      await dialogGone(page);
      await page.waitFor(
        () => document.activeElement?.matches('fg-island[module="ZoomablePhoto"] a') === true,
        null,
        'focus back on the photo',
      );
      expect(await page.problems()).toEqual([]);
    });

    it('after one visit to the home page, the guide opens offline with its pictures, and a page never visited with the offline page', async () => {
      const { page, connection, at } = await visit({ viewport: PHONE, serviceWorker: true });
      await workerHolds(page, at('lighthouse'));
      connection.cut();

      await page.goto(at('lighthouse'));
      await hydrated(page);
      expect(await heading(page)).toBe(GUIDE_TITLE);
      // Every picture the page asks for, scrolled into view in turn, is drawn from the worker's copies.
      await page.evaluate(async () => {
        for (const image of document.images) {
          image.scrollIntoView({ block: 'center' });
          await new Promise<void>((settled) => {
            const check = () =>
              image.complete && (image.currentSrc || image.loading === 'lazy')
                ? settled()
                : requestAnimationFrame(check);
            check();
          });
        }
      }, null);
      const pictures = await page.evaluate(
        () =>
          [...document.images]
            .filter((image) => image.currentSrc)
            .map((image) => ({ src: image.currentSrc, drawn: image.naturalWidth > 0 })),
        null,
      );
      // The guide's hero and first slide among them, by the name their file and its copies share.
      const named = (src: string) => path.basename(src, path.extname(src));
      for (const src of [String(lighthouse.element('Hero').props.image), carousel.slides[0]!.src]) {
        expect(
          pictures.some((picture) => new URL(picture.src).pathname.includes(named(src))),
          src,
        ).toBe(true);
      }
      expect(pictures.filter((picture) => !picture.drawn)).toEqual([]);

      await page.goto(at('keynote'));
      await hydrated(page);
      expect(await heading(page)).toBe(OFFLINE_TITLE);
      expect(await page.problems()).toEqual([]);
    });

    it('a deploy shows on the next visit online, and is what is kept offline from then on', async () => {
      // A copy of the built site of its own, whose guide changes here and nowhere else.
      const dir = await mkdtemp(path.join(tmpdir(), `engine-deploy-${engine}-`));
      await cp(rootSite().dir, dir, { recursive: true });
      const server = await startStaticServer({ root: dir });
      onTestFinished(async () => {
        await server.close();
        await rm(dir, { recursive: true, force: true });
      });
      const { page, connection, at } = await visit({
        viewport: PHONE,
        serviceWorker: true,
        site: { ...rootSite(), url: server.url, dir },
      });
      await workerHolds(page, at('lighthouse'));
      await page.goto(at('lighthouse'));
      expect(await heading(page)).toBe(GUIDE_TITLE);
      // Each page is left only once its scripts have loaded (see below).
      await hydrated(page);

      const guideFile = path.join(dir, 'lighthouse/index.html');
      await writeFile(guideFile, (await readFile(guideFile, 'utf8')).replace(GUIDE_TITLE, `${GUIDE_TITLE}, again`));
      await page.goto(at('lighthouse'));
      expect(await heading(page)).toBe(`${GUIDE_TITLE}, again`);
      // Left (and gone offline) only once this page's scripts have loaded: a page left while the worker was still
      // answering for its entry script made Firefox report the interrupted import ("A ServiceWorker intercepted the
      // request and encountered an unexpected error"), a race of the test, not of the site.
      await hydrated(page);

      connection.cut();
      await page.goto(at('lighthouse'));
      await hydrated(page);
      expect(await heading(page)).toBe(`${GUIDE_TITLE}, again`);
      expect(await page.problems()).toEqual([]);
    });
  });
}
