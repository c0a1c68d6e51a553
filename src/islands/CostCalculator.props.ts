import { z } from 'zod';
import { copyTemplate as template } from '../lib/copy-template-schema.ts';
import { FIGURE_KINDS, FIGURE_NAMES, type FigureName } from '../lib/opportunity-cost.ts';

/** One figure's starting value and range: the start must lie in the range, and a count of people is whole. */
const figureRange = (name: FigureName) =>
  z
    .strictObject({
      start: z.number().describe('The figure the calculator opens with.'),
      min: z.number().positive().describe('The smallest figure a reader may enter (more than 0).'),
      max: z.number().describe('The largest figure a reader may enter.'),
    })
    .refine(({ min, max }) => min < max, { message: 'needs a min smaller than its max' })
    .refine(({ start, min, max }) => start >= min && start <= max, {
      message: 'needs a start between its min and its max',
    })
    .refine((range) => FIGURE_KINDS[name] !== 'count' || Object.values(range).every(Number.isInteger), {
      message: 'counts people, so its start, min and max must be whole numbers',
    });

/** A currency the browser knows, by its three-letter code: USD, EUR, AED. (Build time only: Node reads it.) */
const isCurrencyCode = (code: string) => Intl.supportedValuesOf('currency').includes(code);

/**
 * The calculator's figures, in content/site.ts (`opportunityCost`): the currency salaries are in, and the
 * start and range of each figure. The settings check and the props check both hold them to this.
 */
export const costFigures = z.strictObject({
  currency: z
    .string()
    .refine(isCurrencyCode, { message: 'must be a three-letter currency code, such as "USD", "EUR" or "AED"' }),
  parents: figureRange('parents'),
  salary: figureRange('salary'),
  affected: figureRange('affected'),
  loss: figureRange('loss'),
});

/**
 * `<CostCalculator>`: the reader's own opportunity cost, from their number of working parents and average
 * salary and the two assumptions, with a link that carries the figures. Every word it shows is a prop.
 */
export const costCalculatorProps = z.object({
  figures: costFigures.meta({
    description: 'The starting figures and their ranges, from the settings file.',
    example: 'figures={site.opportunityCost}',
  }),
  title: z.string().describe('The line above the fields: "Work it out with your own figures".'),
  parentsLabel: z.string().describe('The label of the number of working parents.'),
  salaryLabel: z.string().describe('The label of the average yearly salary.'),
  affectedLabel: z.string().describe('The label of the share of parents affected, in %.'),
  lossLabel: z.string().describe('The label of the productivity loss, in %.'),
  resultLabel: z.string().describe('The line above the yearly cost: "Your yearly opportunity cost".'),
  sum: template([...FIGURE_NAMES, 'cost']).describe('The sum written out, filled in as the reader types.'),
  incompleteMessage: z.string().describe('Shown instead of the sum while a figure needs correcting.'),
  emptyMessage: z.string().describe('Beside a field left empty.'),
  notNumberMessage: template([], ['example']).describe(
    'Beside a field that holds no number; {example} shows its starting figure.',
  ),
  rangeMessage: template(['min', 'max']).describe('Beside a figure out of its range, with {min} and {max}.'),
  wholeMessage: z.string().describe('Beside a number of parents that is not whole.'),
  copyLabel: z.string().describe('The button that copies the link: "Copy link".'),
  copiedMessage: z.string().describe('Confirms the link was copied.'),
  copyFailedMessage: z
    .string()
    .describe('Shown above the link when the browser would not copy it, for copying by hand.'),
});

export type CostCalculatorProps = z.infer<typeof costCalculatorProps>;
