import type { ReactNode } from 'react';

/** Numbered steps, in order: wrap `<Step>`s. The numbers come from the list, so reordering renumbers. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="steps not-prose">{children}</ol>;
}
