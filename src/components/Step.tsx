import type { StepProps } from './Step.props.ts';

/** One numbered step inside <Steps>; the number comes from its place in the list. */
export function Step({ title, when, id, children }: StepProps) {
  return (
    <li id={id} className="step card">
      {when && <p className="eyebrow">{when}</p>}
      <h3 className="mt-1 font-display text-xl text-navy-900 md:text-2xl">{title}</h3>
      <div className="card-body">{children}</div>
    </li>
  );
}
