import type { ReactNode } from 'react';

const columnClasses: Record<number, string> = {
  3: '',
  4: 'steps-4',
};

export interface StepsProps {
  /** 3 (default) side by side on wide screens, or 4 (two by two on tablets). */
  columns?: number;
  children: ReactNode;
}

/** A numbered sequence of <Step> cards: one column on phones, side by side on wide screens. */
export function Steps({ columns = 3, children }: StepsProps) {
  return <ol className={`steps not-prose ${columnClasses[columns] ?? ''}`}>{children}</ol>;
}
