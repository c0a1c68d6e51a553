import type { ReactNode } from 'react';

export interface StepProps {
  title: string;
  /** When to do it, shown above the title: "This week". */
  when?: string;
  children: ReactNode;
}

/** One numbered step inside <Steps>; the number comes from its place in the list. */
export function Step({ title, when, children }: StepProps) {
  return (
    <li className="step card">
      {when && <p className="eyebrow">{when}</p>}
      <h3 className="mt-1 font-display text-xl text-navy-900 md:text-2xl">{title}</h3>
      <div className="card-body">{children}</div>
    </li>
  );
}
