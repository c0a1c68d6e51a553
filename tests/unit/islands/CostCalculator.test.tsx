import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import CostCalculator, { wakeOn } from '../../../src/islands/CostCalculator.tsx';
import { costCalculatorProps, type CostCalculatorProps } from '../../../src/islands/CostCalculator.props.ts';
import { site } from '../../../content/site.ts';

// The words are content/research.mdx's; here they only need to be told apart.
const props: CostCalculatorProps = {
  figures: site.opportunityCost,
  title: 'Work it out with your own figures',
  parentsLabel: 'Working parents',
  salaryLabel: 'Average yearly salary',
  affectedLabel: 'Parents affected',
  lossLabel: 'Productivity loss',
  resultLabel: 'Your yearly opportunity cost',
  sum: '{parents} working parents × {affected} affected × {loss} productivity loss × {salary} average salary = {cost} a year',
  incompleteMessage: 'Correct the figure marked above to see your yearly cost.',
  emptyMessage: 'Enter a figure here.',
  notNumberMessage: 'Enter a number, such as {example}.',
  rangeMessage: 'Enter a figure from {min} to {max}.',
  wholeMessage: 'Enter a whole number of parents.',
  copyLabel: 'Copy link',
  copiedMessage: 'Link copied.',
  copyFailedMessage: 'Copy it from here:',
};

/** The calculator inside its step, as on the page: the step's id is where a copied link opens. */
function renderCalculator(address = '/research') {
  window.history.replaceState(null, '', address);
  const step = document.body.appendChild(document.createElement('li'));
  step.id = 'opportunity-cost';
  return render(<CostCalculator {...props} />, { container: step });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const result = () => document.querySelector('.calc-result')!.textContent ?? '';
/** The message the field points at with aria-describedby, if any. */
const messageFor = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('calc-error'))?.textContent;

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('CostCalculator island', () => {
  it('wakes as it comes near the screen', () => {
    expect(wakeOn).toBe('visible');
  });

  it('takes the props research.mdx gives it', () => {
    expect(costCalculatorProps.safeParse(props).error).toBeUndefined();
  });

  it('renders on the server with the starting figures and their sum, its fields read-only until it wakes', () => {
    const html = renderToString(<CostCalculator {...props} />);
    expect(html.match(/readOnly=""/g)).toHaveLength(4);
    for (const value of ['400', '80,000', '25', '5']) expect(html).toContain(`value="${value}"`);
    expect(html).toContain(
      '400 working parents × 25% affected × 5% productivity loss × $80,000 average salary = <strong>$400,000</strong> a year',
    );
  });

  it('labels each field, shows the units beside them, and opens on the worked example', () => {
    renderCalculator();
    expect(screen.getByRole('group', { name: props.title })).toBeTruthy();
    expect(
      [
        field('Working parents'),
        field('Average yearly salary'),
        field('Parents affected'),
        field('Productivity loss'),
      ].map((input) => input.value),
    ).toEqual(['400', '80,000', '25', '5']);
    expect(field('Average yearly salary').readOnly).toBe(false);
    const unit = (label: string) =>
      document.getElementById(field(label).getAttribute('aria-describedby')!)!.textContent;
    expect([unit('Average yearly salary'), unit('Parents affected'), unit('Productivity loss')]).toEqual([
      '$',
      '%',
      '%',
    ]);
    expect(result()).toContain('$400,000');
  });

  it('works out the cost as the reader types, in words and figures, thousands separated', () => {
    renderCalculator();
    type('Working parents', '1,200');
    type('Average yearly salary', ' 95000 ');
    expect(document.querySelector('.calc-cost')!.textContent).toBe('$1,425,000');
    expect(document.querySelector('.calc-sum')!.textContent).toBe(
      '1,200 working parents × 25% affected × 5% productivity loss × $95,000 average salary = $1,425,000 a year',
    );
    type('Parents affected', '50');
    type('Productivity loss', '2.5%');
    expect(document.querySelector('.calc-cost')!.textContent).toBe('$1,425,000');
    type('Average yearly salary', '80k');
    expect(document.querySelector('.calc-cost')!.textContent).toBe('$1,200,000');
  });

  it('announces the result politely, as a whole', () => {
    renderCalculator();
    const live = document.querySelector('.calc-result')!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.getAttribute('aria-atomic')).toBe('true');
  });

  it.each([
    ['Working parents', '', 'Enter a figure here.'],
    ['Working parents', 'abc', 'Enter a number, such as 400.'],
    ['Working parents', '400.5', 'Enter a whole number of parents.'],
    ['Working parents', '0', 'Enter a figure from 1 to 1,000,000.'],
    ['Average yearly salary', '-5', 'Enter a figure from $1,000 to $1,000,000.'],
    ['Average yearly salary', '9'.repeat(400), 'Enter a figure from $1,000 to $1,000,000.'],
    ['Parents affected', '120', 'Enter a figure from 1% to 100%.'],
    ['Productivity loss', '1,5', 'Enter a number, such as 5.'],
  ])('%s %j: a plain message beside the field, and no sum until it is put right', (label, typed, message) => {
    renderCalculator();
    type(label, typed);
    expect(messageFor(label)).toBe(message);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(result()).toBe(`${props.resultLabel}${props.incompleteMessage}`);
    expect(result()).not.toMatch(/NaN|Infinity|\$0\b/);
    // The other fields are not marked.
    const others = ['Working parents', 'Average yearly salary', 'Parents affected', 'Productivity loss'].filter(
      (other) => other !== label,
    );
    for (const other of others) expect(field(other).hasAttribute('aria-invalid'), other).toBe(false);
    type(
      label,
      label === 'Working parents'
        ? '400'
        : label === 'Average yearly salary'
          ? '80000'
          : label === 'Parents affected'
            ? '25'
            : '5',
    );
    expect(messageFor(label)).toBeUndefined();
    expect(result()).toContain('$400,000');
  });

  it('keeps the figures in the address as the reader types, without adding to the history', () => {
    renderCalculator('/research#opportunity-cost');
    const length = window.history.length;
    type('Working parents', '1,200');
    expect(window.location.search).toBe('?parents=1200&salary=80000&affected=25&loss=5');
    expect(window.location.hash).toBe('#opportunity-cost');
    type('Average yearly salary', 'abc');
    expect(new URLSearchParams(window.location.search).get('salary')).toBe('abc');
    expect(window.history.length).toBe(length);
  });

  it('opens with the figures an address carries, as typed when they cannot be used', () => {
    renderCalculator('/research?parents=1200&salary=95000&affected=30&loss=2.5');
    expect([
      field('Working parents').value,
      field('Average yearly salary').value,
      field('Parents affected').value,
      field('Productivity loss').value,
    ]).toEqual(['1,200', '95,000', '30', '2.5']);
    expect(document.querySelector('.calc-cost')!.textContent).toBe('$855,000');
    cleanup();
    renderCalculator('/research?parents=lots');
    expect(field('Working parents').value).toBe('lots');
    expect(messageFor('Working parents')).toBe('Enter a number, such as 400.');
    expect(field('Average yearly salary').value).toBe('80,000');
  });

  it('writes a figure the field’s way once the reader leaves it', () => {
    renderCalculator();
    type('Average yearly salary', '95000');
    fireEvent.blur(field('Average yearly salary'));
    expect(field('Average yearly salary').value).toBe('95,000');
    type('Working parents', 'abc');
    fireEvent.blur(field('Working parents'));
    expect(field('Working parents').value).toBe('abc');
  });

  it('copies a link to the figures that opens at its step, and says so', async () => {
    renderCalculator();
    type('Working parents', '1200');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/research?parents=1200&salary=80000&affected=25&loss=5#opportunity-cost`,
    );
    expect(screen.getByRole('status').textContent).toBe('Link copied.');
    // A changed figure makes it another link: the confirmation goes.
    type('Working parents', '1300');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the link to copy by hand when the browser will not copy it', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    renderCalculator();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status').textContent).toBe('Copy it from here:');
    const link = screen.getByRole('textbox', { name: 'Copy it from here:' }) as HTMLInputElement;
    expect(link.value).toBe(
      `${window.location.origin}/research?parents=400&salary=80000&affected=25&loss=5#opportunity-cost`,
    );
    expect(document.activeElement).toBe(link);
  });
});
