import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import LinkIcon from 'lucide-react/icons/link';
import {
  currencySymbol,
  fieldText,
  FIGURE_KINDS,
  FIGURE_NAMES,
  formatCost,
  formatFigure,
  opportunityCost,
  readFigure,
  type CostFigures,
  type FigureName,
  type FigureReading,
} from '../lib/opportunity-cost.ts';
import { fillTemplate, templateParts } from '../lib/copy-template.ts';
import type { WakeOn } from './island-contract.ts';
import type { CostCalculatorProps } from './CostCalculator.props.ts';

/** Wakes as it nears the screen, so it answers the first keystroke; the page loads nothing for it before. */
export const wakeOn: WakeOn = 'visible';

type Entries = Record<FigureName, string>;

/** What each field holds when the calculator opens: the starting figures, as the field writes them. */
const startEntries = (figures: CostFigures): Entries =>
  Object.fromEntries(FIGURE_NAMES.map((name) => [name, fieldText(name, figures[name].start)])) as Entries;

/** The figures an address carries (`?parents=400&salary=80000&affected=25&loss=5`), over the starting ones. */
function entriesFromAddress(search: string, figures: CostFigures): Entries {
  const query = new URLSearchParams(search);
  const entries = startEntries(figures);
  for (const name of FIGURE_NAMES) {
    const given = query.get(name);
    if (given === null) continue;
    const reading = readFigure(given, name, figures[name]);
    entries[name] = reading.problem ? given : fieldText(name, reading.value);
  }
  return entries;
}

/** What each entry reads as: its number, or the problem with it. */
const readAll = (entries: Entries, figures: CostFigures) =>
  Object.fromEntries(FIGURE_NAMES.map((name) => [name, readFigure(entries[name], name, figures[name])])) as Record<
    FigureName,
    FigureReading
  >;

/**
 * This page's address with the figures in its query: each as a plain number when it reads as one, else as
 * typed (so whoever opens it sees the same entry and the same message). `hash` replaces the address's own.
 */
function addressWith(entries: Entries, figures: CostFigures, hash?: string): string {
  const address = new URL(window.location.href);
  const readings = readAll(entries, figures);
  for (const name of FIGURE_NAMES)
    address.searchParams.set(name, readings[name].problem ? entries[name].trim() : String(readings[name].value));
  if (hash !== undefined) address.hash = hash;
  return address.href;
}

type Copying = { state: 'copied' } | { state: 'failed'; link: string } | undefined;

/**
 * The opportunity-cost calculator of the research page. The reader types their number of working parents
 * and average salary, and may change the two assumptions within their ranges; the yearly cost and the sum
 * behind it follow each keystroke. An entry that cannot be used gets its message beside the field, and the
 * sum waits for it: never NaN, Infinity or a silent 0. The figures live in the address (read when it wakes,
 * kept up to date with replaceState), and "Copy link" copies that address, opening at the part of the page
 * the calculator is in. Without JavaScript it is not shown (global.css): the page's worked example stands.
 */
export default function CostCalculator(props: CostCalculatorProps) {
  const { figures } = props;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [entries, setEntries] = useState(() => startEntries(figures));
  // The entries as last set, for Copy link: a click made before waking is replayed right after, before
  // React has drawn the figures the address brought.
  const latest = useRef(entries);
  // Until React answers, the fields are read-only: a keystroke before then would be lost.
  const [awake, setAwake] = useState(false);
  const [copying, setCopying] = useState<Copying>();

  useEffect(() => {
    if (window.location.search) setEntries((latest.current = entriesFromAddress(window.location.search, figures)));
    setAwake(true);
  }, [figures]);

  const readings = readAll(entries, figures);
  const values = FIGURE_NAMES.every((name) => !readings[name].problem)
    ? (Object.fromEntries(FIGURE_NAMES.map((name) => [name, readings[name].value])) as Record<FigureName, number>)
    : undefined;
  const cost = values && formatCost(opportunityCost(values), figures.currency);

  const change = (name: FigureName, text: string) => {
    const next = { ...entries, [name]: text };
    setEntries((latest.current = next));
    setCopying(undefined);
    window.history.replaceState(window.history.state, '', addressWith(next, figures));
  };
  // Once the reader leaves a field, a figure it reads is written the field's way: "80000" becomes "80,000".
  const tidy = (name: FigureName) => {
    const reading = readings[name];
    if (!reading.problem) setEntries((latest.current = { ...entries, [name]: fieldText(name, reading.value) }));
  };
  const copyLink = async () => {
    const anchor = root.current?.closest('[id]')?.id;
    const link = addressWith(latest.current, figures, anchor ? `#${anchor}` : undefined);
    try {
      await navigator.clipboard.writeText(link);
      setCopying({ state: 'copied' });
    } catch {
      setCopying({ state: 'failed', link });
    }
  };

  const message = (name: FigureName): string | undefined => {
    const { problem } = readings[name];
    if (!problem) return undefined;
    if (problem === 'empty') return props.emptyMessage;
    if (problem === 'not-whole') return props.wholeMessage;
    if (problem === 'not-a-number')
      return fillTemplate(props.notNumberMessage, { example: fieldText(name, figures[name].start) });
    const { min, max } = figures[name];
    return fillTemplate(props.rangeMessage, {
      min: formatFigure(name, min, figures.currency),
      max: formatFigure(name, max, figures.currency),
    });
  };
  const labels: Record<FigureName, string> = {
    parents: props.parentsLabel,
    salary: props.salaryLabel,
    affected: props.affectedLabel,
    loss: props.lossLabel,
  };
  // The sum with its figures filled in, the cost in bold; the words between them as single runs of text.
  const sum = (figuresGiven: Record<FigureName, number>): ReactNode[] => {
    const nodes: ReactNode[] = [];
    for (const part of templateParts(props.sum)) {
      const piece =
        typeof part === 'string' ? (
          part
        ) : part.name === 'cost' ? (
          <strong key={nodes.length}>{cost}</strong>
        ) : (
          formatFigure(part.name as FigureName, figuresGiven[part.name as FigureName], figures.currency)
        );
      if (typeof piece === 'string' && typeof nodes.at(-1) === 'string') nodes[nodes.length - 1] += piece;
      else nodes.push(piece);
    }
    return nodes;
  };

  return (
    <div ref={root} className="cost-calculator">
      <fieldset className="calc-fieldset">
        <legend className="calc-title">{props.title}</legend>
        <div className="calc-fields">
          {FIGURE_NAMES.map((name) => {
            const field = `${id}-${name}`;
            const error = message(name);
            const kind = FIGURE_KINDS[name];
            const unit = kind === 'money' ? currencySymbol(figures.currency) : kind === 'percent' ? '%' : undefined;
            return (
              <div key={name} className="calc-field">
                <label htmlFor={field}>{labels[name]}</label>
                <div className="calc-input">
                  {kind === 'money' && (
                    <span id={`${field}-unit`} className="calc-unit">
                      {unit}
                    </span>
                  )}
                  <input
                    id={field}
                    name={name}
                    type="text"
                    inputMode={kind === 'count' ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    spellCheck={false}
                    readOnly={!awake}
                    value={entries[name]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={
                      [unit && `${field}-unit`, error && `${field}-error`].filter(Boolean).join(' ') || undefined
                    }
                    onChange={(event) => change(name, event.target.value)}
                    onBlur={() => tidy(name)}
                  />
                  {kind === 'percent' && (
                    <span id={`${field}-unit`} className="calc-unit">
                      {unit}
                    </span>
                  )}
                </div>
                {error && (
                  <p id={`${field}-error`} className="calc-error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="calc-result" aria-live="polite" aria-atomic="true">
        <p className="calc-result-label">{props.resultLabel}</p>
        {values ? (
          <>
            <p className="calc-cost" aria-hidden="true">
              {cost}
            </p>
            <p className="calc-sum">{sum(values)}</p>
          </>
        ) : (
          <p className="calc-sum">{props.incompleteMessage}</p>
        )}
      </div>
      <div className="calc-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={copyLink}>
          <LinkIcon aria-hidden="true" className="size-4" />
          {props.copyLabel}
        </button>
        <p role="status" className="calc-status">
          {copying?.state === 'copied'
            ? props.copiedMessage
            : copying?.state === 'failed'
              ? props.copyFailedMessage
              : ''}
        </p>
      </div>
      {copying?.state === 'failed' && (
        <input
          className="calc-link"
          type="text"
          readOnly
          // biome-ignore lint/a11y/noAutofocus: shown when copying failed, in answer to the visitor's click: the link is selected for them to copy
          autoFocus
          value={copying.link}
          aria-label={props.copyFailedMessage}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
