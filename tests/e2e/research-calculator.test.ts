// The research page's opportunity-cost calculator as an HR buyer meets it: their own figures, a link that
// carries them, a page that prints as a brief, and the worked example without JavaScript.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import {
  BOTH_WIDTHS,
  DESKTOP,
  openPage,
  pagePerContext,
  PHONE,
  type RecordedRequest,
  siteProblems,
  useBrowser,
  waitForHydration,
  type WatchedPage,
} from './support/browser.ts';
import { fillTemplate } from '../../src/lib/copy-template.ts';
import {
  FIGURE_NAMES,
  fieldText,
  formatCost,
  formatFigure,
  opportunityCost,
  type FigureName,
} from '../../src/lib/opportunity-cost.ts';
import { contentPage, settings, textOf } from './support/content.ts';
import { addressIn, everySite, rootSite } from './support/sites.ts';

let browser: Browser;
useBrowser((launched) => (browser = launched));
/** The tests' pages, a new document each test (the link's receiver opens a page of its own). */
const visit = pagePerContext(() => browser);

const viewports = BOTH_WIDTHS;
const research = await contentPage('/research');
const calculator = research.element('CostCalculator');
/** The calculator's words, as the page writes them. */
const words = calculator.props as Record<string, string>;
/** Each figure's field, by the label the page gives it. */
const label = Object.fromEntries(FIGURE_NAMES.map((name) => [name, words[`${name}Label`]!])) as Record<
  FigureName,
  string
>;
const { currency } = settings.opportunityCost;
const ranges = settings.opportunityCost;
/** The cost and the sum the calculator shows for these figures. */
const costOf = (figures: Record<FigureName, number>) => formatCost(opportunityCost(figures), currency);
const sumOf = (figures: Record<FigureName, number>) =>
  fillTemplate(words.sum!, {
    ...Object.fromEntries(FIGURE_NAMES.map((name) => [name, formatFigure(name, figures[name], currency)])),
    cost: costOf(figures),
  });
const starting = Object.fromEntries(FIGURE_NAMES.map((name) => [name, ranges[name].start])) as Record<
  FigureName,
  number
>;
/** The step's worked example: the paragraph the calculator stands beside, which is all a page without JavaScript shows. */
const step = research.elements('Step').find((candidate) => candidate.props.id === 'opportunity-cost')!;
const workedExample = textOf(step.node.children.find((node) => node.type === 'paragraph')!);
const CALCULATOR = 'fg-island[module="CostCalculator"]';

const calculatorChunk = (requests: RecordedRequest[]) =>
  requests.some(({ url }) => /\/assets\/CostCalculator-[\w-]+\.js$/.test(url));
const field = (page: Page, label: string) => page.locator(CALCULATOR).getByLabel(label, { exact: true });
const cost = (page: Page) => page.locator(`${CALCULATOR} .calc-cost`);
const sum = (page: Page) => page.locator(`${CALCULATOR} .calc-sum`);

/** Scrolls the calculator near the screen and waits until React answers in it. */
async function wake(page: Page): Promise<void> {
  await page.locator('#opportunity-cost').scrollIntoViewIfNeeded();
  await page.waitForSelector(`${CALCULATOR}[hydrated]`, { state: 'attached' });
}

/** Opens a page and wakes its calculator. */
async function openAwake(url: string, options: Parameters<typeof visit>[1] = {}): Promise<WatchedPage> {
  const opened = await visit(url, options);
  await waitForHydration(opened.page);
  await wake(opened.page);
  return opened;
}

/** Waits until the element's text is exactly `text`. */
async function textIs(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(([s, t]) => document.querySelector(s!)?.textContent === t, [selector, text] as const);
}

async function typeFigures(page: Page, figures: Record<string, string>): Promise<void> {
  for (const [label, text] of Object.entries(figures)) await field(page, label).fill(text);
}

describe.each(everySite())('research calculator built for $base', (site) => {
  const at = addressIn(site);

  it('"Copy link" copies an address that opens with the same figures and result in a fresh browser', async () => {
    const { page, problems } = await openAwake(at('research'), { permissions: ['clipboard-read', 'clipboard-write'] });
    await typeFigures(page, {
      [label.parents]: '1,200',
      [label.salary]: '95000',
      [label.affected]: '30',
      [label.loss]: '2.5',
    });
    const typed = { parents: 1200, salary: 95000, affected: 30, loss: 2.5 };
    await textIs(page, `${CALCULATOR} .calc-cost`, costOf(typed));
    await page.locator(CALCULATOR).getByRole('button', { name: words.copyLabel }).click();
    await textIs(page, `${CALCULATOR} [role="status"]`, words.copiedMessage!);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(at('research?parents=1200&salary=95000&affected=30&loss=2.5#opportunity-cost'));
    expect(siteProblems(problems)).toEqual([]);

    // Whoever receives it: another context, nothing shared, landing at the calculator's step.
    const received = await openPage(browser, link);
    await received.page.waitForSelector(`${CALCULATOR}[hydrated]`, { state: 'attached' });
    await textIs(received.page, `${CALCULATOR} .calc-cost`, costOf(typed));
    expect(await sum(received.page).textContent()).toBe(sumOf(typed));
    expect(await field(received.page, label.parents).inputValue()).toBe('1,200');
    expect(await field(received.page, label.loss).inputValue()).toBe('2.5');
    const top = await received.page.locator('#opportunity-cost').evaluate((step) => step.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(DESKTOP.height);
    expect(siteProblems(received.problems)).toEqual([]);
    await received.page.context().close();
  });
});

describe('research calculator', () => {
  const at = addressIn(rootSite());

  describe.each(viewports)('at $width px', ({ viewport }) => {
    it('loads nothing for the calculator until it nears the screen; then typing gives the yearly cost and the sum', async () => {
      const { page, requests, problems } = await visit(at('research'), { viewport });
      await waitForHydration(page);
      expect(calculatorChunk(requests)).toBe(false);
      await wake(page);
      expect(calculatorChunk(requests)).toBe(true);
      // It opens on the page's worked example.
      expect(await cost(page).textContent()).toBe(costOf(starting));

      await typeFigures(page, { [label.parents]: '1,200', [label.salary]: ' 95000 ' });
      const typed = { ...starting, parents: 1200, salary: 95000 };
      await textIs(page, `${CALCULATOR} .calc-cost`, costOf(typed));
      expect(await sum(page).textContent()).toBe(sumOf(typed));
      expect(await page.locator(`${CALCULATOR} .calc-result`).getAttribute('aria-live')).toBe('polite');
      // The figures are in the address, for a reload or a link.
      expect(new URL(page.url()).search).toBe(
        `?parents=1200&salary=95000&affected=${starting.affected}&loss=${starting.loss}`,
      );
      await field(page, label.salary).blur();
      expect(await field(page, label.salary).inputValue()).toBe('95,000');
      await field(page, label.salary).fill('80k');
      await textIs(page, `${CALCULATOR} .calc-cost`, costOf({ ...typed, salary: 80000 }));

      // The step has the room for it (a row of its own on a wide screen), and nothing scrolls sideways.
      const [step, first] = await Promise.all([
        page.locator('#opportunity-cost').boundingBox(),
        page.locator('#next-steps ol > li').first().boundingBox(),
      ]);
      if (viewport === DESKTOP) expect(step!.width).toBeGreaterThan(2 * first!.width);
      else expect(step!.width).toBe(first!.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      expect(siteProblems(problems)).toEqual([]);
    });

    it('gives an empty, non-numeric, negative or absurd entry a plain message beside the field, never NaN, Infinity or $0', async () => {
      const { page, problems } = await openAwake(at('research'), { viewport });
      const notANumber = (name: FigureName) =>
        fillTemplate(words.notNumberMessage!, { example: fieldText(name, ranges[name].start) });
      const outOfRange = (name: FigureName) =>
        fillTemplate(words.rangeMessage!, {
          min: formatFigure(name, ranges[name].min, currency),
          max: formatFigure(name, ranges[name].max, currency),
        });
      const cases: [FigureName, string, string][] = [
        ['parents', '', words.emptyMessage!],
        ['parents', 'abc', notANumber('parents')],
        ['parents', '12.5', words.wholeMessage!],
        ['salary', '-5', outOfRange('salary')],
        ['salary', '1e400', notANumber('salary')],
        ['salary', '9'.repeat(40), outOfRange('salary')],
        ['affected', String(ranges.affected.max + 150), outOfRange('affected')],
        ['loss', '0', outOfRange('loss')],
      ];
      for (const [name, typed, message] of cases) {
        const input = field(page, label[name]);
        await input.fill(typed);
        await page.waitForFunction(
          ([name, text]) => {
            const element = document.querySelector<HTMLInputElement>(
              `fg-island[module="CostCalculator"] input[name="${name}"]`,
            )!;
            const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
            return (
              element.getAttribute('aria-invalid') === 'true' &&
              ids.some((id) => document.getElementById(id)?.textContent === text)
            );
          },
          [await input.getAttribute('name'), message] as const,
        );
        expect(await page.locator(CALCULATOR).getByText(message, { exact: true }).isVisible(), `${name} ${typed}`).toBe(
          true,
        );
        const result = await page.locator(`${CALCULATOR} .calc-result`).textContent();
        expect(result).toContain(words.incompleteMessage);
        expect(result).not.toMatch(/NaN|Infinity|\$0\b/);
        // Put right, the message goes and the cost comes back.
        await input.fill(fieldText(name, starting[name]));
        await textIs(page, `${CALCULATOR} .calc-cost`, costOf(starting));
        expect(await input.getAttribute('aria-invalid')).toBeNull();
      }
      expect(siteProblems(problems)).toEqual([]);
    });

    it('axe finds no violation with the calculator awake, a message showing and a link copied', async () => {
      const { page, problems } = await openAwake(at('research'), {
        viewport,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await page.locator(CALCULATOR).getByRole('button', { name: words.copyLabel }).click();
      await page.locator(CALCULATOR).getByRole('status').getByText(words.copiedMessage!, { exact: true }).waitFor();
      await field(page, label.affected).fill('abc');
      await page
        .locator(CALCULATOR)
        .getByText(fillTemplate(words.notNumberMessage!, { example: fieldText('affected', ranges.affected.start) }), {
          exact: true,
        })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(siteProblems(problems)).toEqual([]);
    });

    it('prints as a brief: the argument, the reader’s figures as text, each source’s address; no buttons, fields or navigation', async () => {
      const { page, problems } = await openAwake(at('research'), { viewport });
      await typeFigures(page, { [label.parents]: '1,200', [label.salary]: '95,000' });
      const typed = { ...starting, parents: 1200, salary: 95000 };
      await textIs(page, `${CALCULATOR} .calc-cost`, costOf(typed));
      await page.emulateMedia({ media: 'print' });

      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('button, input, select, textarea, nav, [role="navigation"], .toc, .btn')]
          .filter((element) => element.checkVisibility())
          // A study's "Read the source" prints as a plain link, followed by its address.
          .filter(
            (element) => !(element.matches('.research-item a') && getComputedStyle(element).borderStyle === 'none'),
          )
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(shown).toEqual([]);
      for (const text of [research.headings(1)[0]!, research.headings(2, research.section('next-steps'))[0]!]) {
        expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
      }
      const example = page.locator('#opportunity-cost .card-body > p').first();
      expect(await example.isVisible()).toBe(true);
      expect((await example.textContent())?.replace(/\s+/g, ' ').trim()).toBe(workedExample);
      expect(await sum(page).isVisible()).toBe(true);
      expect(await sum(page).textContent()).toBe(sumOf(typed));

      const sources = await page.locator('main a[href^="http"]').evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute('href'),
          after: getComputedStyle(link, '::after').content,
          visible: link.checkVisibility(),
        })),
      );
      expect(sources.length).toBeGreaterThanOrEqual(research.elements('ResearchItem').length + 1);
      for (const { href, after, visible } of sources) {
        expect(visible, href!).toBe(true);
        expect(after, href!).toBe(`" (${href})"`);
      }
      // The closing band prints dark on white paper.
      expect(await page.locator('#opportunity h2').evaluate((heading) => getComputedStyle(heading).color)).toBe(
        'rgb(24, 34, 59)',
      );

      await page.emulateMedia({ media: 'screen' });
      expect(await field(page, label.parents).isVisible()).toBe(true);
      expect(siteProblems(problems)).toEqual([]);
    });
  });

  it('without JavaScript shows the step’s worked example exactly as before, and no calculator', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await visit(at('research'), { viewport, javaScript: false });
      const step = page.locator('#opportunity-cost');
      expect((await step.locator('.card-body > p').first().textContent())?.replace(/\s+/g, ' ').trim()).toBe(
        workedExample,
      );
      expect(
        await step
          .locator('input, button')
          .evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length),
      ).toBe(0);
      expect(await page.locator('.cost-calculator').isVisible()).toBe(false);
      // The three steps keep their row on a wide screen.
      const columns = await page
        .locator('#next-steps ol')
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(viewport === DESKTOP ? 3 : 1);
    }
  });
});
