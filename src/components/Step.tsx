import type { ReactNode } from 'react';

export interface StepProps {
  title: string;
  /** A stable anchor to share the step by: id="set-the-table" → #set-the-table. */
  id?: string;
  children: ReactNode;
}

/** One numbered step inside `<Steps>`. */
export function Step({ title, id, children }: StepProps) {
  return (
    <li id={id} className="step">
      <h3 className="font-display text-xl text-navy-900 md:text-2xl">{title}</h3>
      <div className="card-body">{children}</div>
    </li>
  );
}
