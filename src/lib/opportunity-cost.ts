/**
 * The research page's opportunity-cost sum: working parents × share affected × productivity loss × average
 * salary. Reading what a reader types into each figure, the sum itself, and writing figures back out. Pure
 * functions: the calculator island uses them in the browser, the content check and the tests in Node.
 */

/** The four figures of the sum, in the order the sum is written and the address carries them. */
export const FIGURE_NAMES = ['parents', 'salary', 'affected', 'loss'] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];

/** A figure's starting value and the range a reader may give it (content/site.ts, `opportunityCost`). */
export interface FigureRange {
  start: number;
  min: number;
  max: number;
}

/** The calculator's settings: the currency salaries are in, and each figure's range. */
export type CostFigures = { currency: string } & Record<FigureName, FigureRange>;

/** What kind of number each figure is: a count of people, an amount of money, or a percentage. */
export const FIGURE_KINDS: Record<FigureName, 'count' | 'money' | 'percent'> = {
  parents: 'count',
  salary: 'money',
  affected: 'percent',
  loss: 'percent',
};

/** Why an entry cannot be used; each has its own message (CostCalculator's props). */
export type FigureProblem = 'empty' | 'not-a-number' | 'not-whole' | 'too-small' | 'too-large';

/** What an entry says: a number in range, or the problem with it. */
export type FigureReading = { value: number; problem?: undefined } | { problem: FigureProblem; value?: undefined };

/** Digits with optional thousands separators (commas or spaces, in groups of three) and a decimal point. */
const NUMBER = /^(?:\d{1,3}(?:[, \u00a0\u202f]\d{3})+|\d+)(?:\.\d*)?$|^\.\d+$/;
const SCALES: Record<string, number> = { k: 1_000, m: 1_000_000 };

/**
 * The number in what a reader typed, or why there is none: "1,000", " 80000 ", "$80,000", "80k", "1.2m",
 * "25%" and "-5" are numbers; "abc", "1,5" (a comma that does not separate thousands), "1e6" and "" are
 * not. Reads the sign, one currency symbol before the digits and a % after them, and nothing else.
 */
export function readNumber(text: string): number | 'empty' | 'not-a-number' {
  let rest = text.trim();
  if (rest === '') return 'empty';
  let sign = 1;
  const signed = /^[-−+]/.exec(rest);
  if (signed) {
    sign = signed[0] === '+' ? 1 : -1;
    rest = rest.slice(1).trimStart();
  }
  rest = rest.replace(/^\p{Sc}\s*/u, '').replace(/\s*%$/, '');
  let scale = 1;
  const suffix = /\s*([kKmM])$/.exec(rest);
  if (suffix) {
    scale = SCALES[suffix[1]!.toLowerCase()]!;
    rest = rest.slice(0, suffix.index);
  }
  if (!NUMBER.test(rest)) return 'not-a-number';
  return sign * Number(rest.replace(/[, \u00a0\u202f]/g, '')) * scale;
}

/**
 * Reads one figure and holds it to its range: a count of people must be whole. A number too long to
 * hold (Infinity) is too large, never shown.
 */
export function readFigure(text: string, name: FigureName, range: FigureRange): FigureReading {
  const value = readNumber(text);
  if (typeof value === 'string') return { problem: value };
  if (value < range.min) return { problem: 'too-small' };
  if (!(value <= range.max)) return { problem: 'too-large' };
  if (FIGURE_KINDS[name] === 'count' && !Number.isInteger(value)) return { problem: 'not-whole' };
  return { value };
}

/**
 * The yearly cost: parents × affected % × loss % × salary. The percentages are divided out last, so the
 * page's example, 400 × 25% × 5% × 80,000, is exactly 400,000 rather than 400,000.00000000006.
 */
export function opportunityCost(figures: Record<FigureName, number>): number {
  return (figures.parents * figures.affected * figures.loss * figures.salary) / 10_000;
}

// The site is written in English: thousands are separated by commas, the decimal point is a point.
const LOCALE = 'en-US';

/**
 * An amount of money as the page shows it: whole units with thousands separated ("$400,000"), an amount
 * with cents with its cents ("$80,000.50"), one under a single unit in cents ("$0.10") and one under a
 * cent with two significant digits ("$0.004"), so a small cost never reads as a silent $0.
 */
export function formatMoney(value: number, currency: string, { whole = false }: { whole?: boolean } = {}): string {
  const size = Math.abs(value);
  const cents = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const options: Intl.NumberFormatOptions =
    size >= 1
      ? whole || Number.isInteger(value)
        ? { maximumFractionDigits: 0 }
        : cents
      : size >= 0.01 || size === 0
        ? cents
        : { maximumSignificantDigits: 2 };
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency, ...options }).format(value);
}

/** The yearly cost, rounded to whole units of the currency (cents only when it is under one unit). */
export function formatCost(value: number, currency: string): string {
  return formatMoney(value, currency, { whole: true });
}

/** A figure as the sum shows it: "1,200", "$95,000", "2.5%". */
export function formatFigure(name: FigureName, value: number, currency: string): string {
  const kind = FIGURE_KINDS[name];
  if (kind === 'money') return formatMoney(value, currency);
  const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(value);
  return kind === 'percent' ? `${number}%` : number;
}

/** A figure as its field holds it: the same without the currency symbol or % (the field shows them beside it). */
export function fieldText(name: FigureName, value: number): string {
  const cents = FIGURE_KINDS[name] === 'money' && !Number.isInteger(value) ? 2 : 0;
  return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: cents, maximumFractionDigits: cents || 2 }).format(
    value,
  );
}

/** The symbol the currency is written with before an amount: "$" for USD. */
export function currencySymbol(currency: string): string {
  return (
    new Intl.NumberFormat(LOCALE, { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}
