import type { ReactNode } from 'react';

/** A numbered sequence of <Step> cards: one column on phones, side by side on wide screens. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="steps not-prose">{children}</ol>;
}
