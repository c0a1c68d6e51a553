import type { ReactNode } from 'react';
import { Link2 } from 'lucide-react';

export interface GuideStepProps {
  /** The step's place in the guide, shown in its badge. */
  number: number;
  title: string;
  /** The step's stable anchor, for sharing a link to it: "gather-your-people". Keep it when the title changes. */
  id: string;
  children: ReactNode;
}

/** One numbered step of a guide, with its own shareable anchor. */
export function GuideStep({ number, title, id, children }: GuideStepProps) {
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="guide-step not-prose relative rounded-3xl bg-white p-7 shadow-lg shadow-navy-900/5 md:p-9">
      <div className="flex items-start gap-5">
        <span aria-hidden="true" className="guide-step-number flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-400 font-display text-xl text-navy-950">
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-display text-2xl text-navy-900">
            <span className="sr-only">Step {number}: </span>
            {title}
            <a href={`#${id}`} className="guide-step-anchor ml-2 inline-flex align-middle text-navy-300 hover:text-amber-700">
              <Link2 aria-hidden="true" className="size-5" />
              <span className="sr-only">Link to this step</span>
            </a>
          </h3>
          <div className="card-body">{children}</div>
        </div>
      </div>
    </article>
  );
}
