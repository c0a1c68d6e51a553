import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  fieldText,
  formatCost,
  formatFigure,
  formatMoney,
  opportunityCost,
  readFigure,
  readNumber,
} from '../../../src/lib/opportunity-cost.ts';
import { site } from '../../../content/site.ts';

const ranges = site.opportunityCost;

describe('readNumber: what people type', () => {
  it.each([
    ['1,000', 1000],
    [' 80000 ', 80000],
    ['80,000', 80000],
    ['$80,000', 80000],
    ['$ 80,000', 80000],
    ['80k', 80000],
    ['80K', 80000],
    ['$80k', 80000],
    ['1.2m', 1200000],
    ['1,250,000', 1250000],
    ['80 000', 80000],
    ['80\u202f000', 80000],
    ['25%', 25],
    ['25 %', 25],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
    ['-5', -5],
    ['−5', -5],
    ['+5', 5],
    ['-$5', -5],
  ])('reads %j as %d', (typed, number) => {
    expect(readNumber(typed)).toBe(number);
  });

  it.each(['', ' ', '\t\n'])('reads %j as empty', (typed) => {
    expect(readNumber(typed)).toBe('empty');
  });

  it.each([
    'abc',
    '12abc',
    'eighty',
    '1,5',
    '1,0000',
    '1.2.3',
    '1e6',
    'Infinity',
    'NaN',
    '--5',
    '5-',
    '$',
    '%',
    'k',
    '80kk',
    '0x10',
    '1,000,00',
  ])('reads %j as not a number', (typed) => {
    expect(readNumber(typed)).toBe('not-a-number');
  });
});

describe('readFigure: a figure held to its range', () => {
  it('accepts the starting figures of the settings', () => {
    expect(readFigure('400', 'parents', ranges.parents)).toEqual({ value: 400 });
    expect(readFigure('80,000', 'salary', ranges.salary)).toEqual({ value: 80000 });
    expect(readFigure('25', 'affected', ranges.affected)).toEqual({ value: 25 });
    expect(readFigure('5%', 'loss', ranges.loss)).toEqual({ value: 5 });
  });

  it('says what is wrong with an entry it cannot use', () => {
    expect(readFigure('', 'parents', ranges.parents)).toEqual({ problem: 'empty' });
    expect(readFigure('abc', 'salary', ranges.salary)).toEqual({ problem: 'not-a-number' });
    expect(readFigure('-5', 'loss', ranges.loss)).toEqual({ problem: 'too-small' });
    expect(readFigure('0', 'parents', ranges.parents)).toEqual({ problem: 'too-small' });
    expect(readFigure('101', 'affected', ranges.affected)).toEqual({ problem: 'too-large' });
    expect(readFigure('400.5', 'parents', ranges.parents)).toEqual({ problem: 'not-whole' });
  });

  it('finds an absurdly large entry too large, never Infinity', () => {
    expect(readFigure('1,000,000,000', 'parents', ranges.parents)).toEqual({ problem: 'too-large' });
    expect(readFigure('9'.repeat(400), 'salary', ranges.salary)).toEqual({ problem: 'too-large' });
    expect(readFigure(`-${'9'.repeat(400)}`, 'salary', ranges.salary)).toEqual({ problem: 'too-small' });
  });

  it('takes the edges of the range, and decimals where the figure is not a count of people', () => {
    expect(readFigure('1', 'parents', ranges.parents)).toEqual({ value: 1 });
    expect(readFigure('1,000,000', 'parents', ranges.parents)).toEqual({ value: 1_000_000 });
    expect(readFigure('2.5', 'loss', ranges.loss)).toEqual({ value: 2.5 });
    expect(readFigure('80,000.50', 'salary', ranges.salary)).toEqual({ value: 80000.5 });
    expect(readFigure('1.5k', 'parents', ranges.parents)).toEqual({ value: 1500 });
  });
});

describe('opportunityCost: parents × affected × loss × salary', () => {
  it('gives the page’s worked example exactly: 400 × 25% × 5% × $80,000 = $400,000', () => {
    expect(opportunityCost({ parents: 400, salary: 80000, affected: 25, loss: 5 })).toBe(400_000);
  });

  it('multiplies the four figures, the percentages as shares', () => {
    expect(opportunityCost({ parents: 1200, salary: 95000, affected: 25, loss: 5 })).toBe(1_425_000);
    expect(opportunityCost({ parents: 10, salary: 50000, affected: 100, loss: 10 })).toBe(50_000);
  });

  it('stays finite and exact at the largest figures the settings allow', () => {
    const largest = opportunityCost({
      parents: ranges.parents.max,
      salary: ranges.salary.max,
      affected: ranges.affected.max,
      loss: ranges.loss.max,
    });
    expect(Number.isFinite(largest)).toBe(true);
    expect(Number.isSafeInteger(largest)).toBe(true);
  });

  it('is never zero at the smallest figures the settings allow', () => {
    const smallest = opportunityCost({
      parents: ranges.parents.min,
      salary: ranges.salary.min,
      affected: ranges.affected.min,
      loss: ranges.loss.min,
    });
    expect(smallest).toBeGreaterThan(0);
    expect(formatCost(smallest, ranges.currency)).not.toMatch(/^\$0(\.0+)?$/);
  });
});

describe('formatting', () => {
  it('rounds the cost to whole dollars, thousands separated', () => {
    expect(formatCost(400_000, 'USD')).toBe('$400,000');
    expect(formatCost(2309.9769, 'USD')).toBe('$2,310');
    expect(formatCost(1234.5, 'USD')).toBe('$1,235');
    expect(formatCost(1234.49, 'USD')).toBe('$1,234');
    expect(formatCost(500_000_000_000, 'USD')).toBe('$500,000,000,000');
  });

  it('shows a cost under a dollar in cents, never as a silent $0', () => {
    expect(formatCost(0.1, 'USD')).toBe('$0.10');
    expect(formatCost(0.004, 'USD')).toBe('$0.004');
  });

  it('writes each figure the way the sum shows it', () => {
    expect(formatFigure('parents', 1200, 'USD')).toBe('1,200');
    expect(formatFigure('salary', 95000, 'USD')).toBe('$95,000');
    expect(formatFigure('salary', 80000.5, 'USD')).toBe('$80,000.50');
    expect(formatFigure('affected', 25, 'USD')).toBe('25%');
    expect(formatFigure('loss', 2.5, 'USD')).toBe('2.5%');
    expect(formatFigure('loss', 1 / 3, 'USD')).toBe('0.33%');
  });

  it('writes a figure into its field without its unit, which the field shows beside it', () => {
    expect(fieldText('parents', 1000)).toBe('1,000');
    expect(fieldText('salary', 80000)).toBe('80,000');
    expect(fieldText('salary', 80000.5)).toBe('80,000.50');
    expect(fieldText('affected', 25)).toBe('25');
    expect(fieldText('loss', 2.5)).toBe('2.5');
  });

  it('formats money in the currency of the settings', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(formatMoney(999, 'AED')).toMatch(/^AED\s999$/);
    expect(formatMoney(80000, 'EUR')).toBe('€80,000');
  });
});

describe('the settings and the research page agree', () => {
  it('the calculator opens on the worked example the page gives without it', async () => {
    const page = (await readFile('content/research.mdx', 'utf8')).replace(/\s+/g, ' ');
    const starts = {
      parents: ranges.parents.start,
      salary: ranges.salary.start,
      affected: ranges.affected.start,
      loss: ranges.loss.start,
    };
    const example = `${formatFigure('parents', starts.parents, ranges.currency)} × ${formatFigure('affected', starts.affected, ranges.currency)} × ${formatFigure('loss', starts.loss, ranges.currency)} × ${formatFigure('salary', starts.salary, ranges.currency)} = **${formatCost(opportunityCost(starts), ranges.currency)} a year**`;
    expect(example).toBe('400 × 25% × 5% × $80,000 = **$400,000 a year**');
    expect(page).toContain(example);
  });
});
