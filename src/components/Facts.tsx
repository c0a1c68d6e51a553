import type { FactsProps } from './Facts.props.ts';

/** A row of key figures: wrap `<Fact>`s. */
export function Facts({ children }: FactsProps) {
  return <dl className="facts not-prose">{children}</dl>;
}
