import type { StepsProps } from './Steps.props.ts';

const columnClasses: Record<number, string> = {
  3: '',
  4: 'steps-4',
};

/** A numbered sequence of <Step> cards: one column on phones, side by side on wide screens. */
export function Steps({ columns = 3, children }: StepsProps) {
  return <ol className={`steps not-prose ${columnClasses[columns] ?? ''}`}>{children}</ol>;
}
