import type { ReactNode } from 'react';

/** A row of key figures: wrap `<Fact>`s. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="facts not-prose">{children}</dl>;
}
