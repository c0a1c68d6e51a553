import type { StatGridProps } from './StatGrid.props.ts';

/** Lays out a row of <Stat> figures: two across on phones, three on wide screens. */
export function StatGrid({ children }: StatGridProps) {
  return (
    <dl className="not-prose my-10 grid grid-cols-2 gap-4 max-xs:grid-cols-1 md:gap-6 lg:grid-cols-3">{children}</dl>
  );
}
