import { useContext } from 'react';
import { ServiceContext } from '../lib/page-facts.ts';
import type { FactProps } from './Fact.props.ts';

/** One key figure inside `<Facts>`. The label is the term and the figure its value, read in that order. */
export function Fact({ value, label }: FactProps) {
  // Inside <Offers>, the figure is one of the service's terms.
  useContext(ServiceContext)?.figures.push({ value, label });
  return (
    <div className="fact">
      <dt className="fact-label">{label}</dt>
      <dd className="fact-value">{value}</dd>
    </div>
  );
}
