import { Fragment } from 'react';
import Link2 from 'lucide-react/icons/link-2';
import { site } from '../../content/site.ts';
import * as GuideTickModule from '../islands/GuideTick.tsx';
import { fillTemplate, templateParts } from '../lib/copy-template.ts';
import { serverIsland } from '../node/render/server-island.tsx';
import { SmartLink } from './SmartLink.tsx';
import type { GuideStepProps } from './GuideStep.props.ts';

const GuideTick = serverIsland('GuideTick', GuideTickModule);

/** One numbered step of a guide, with its own shareable anchor and the host's "done" tick (kept on their device). */
export function GuideStep({ number, title, id, children }: GuideStepProps) {
  const { done, tickLabel, stepHeading, stepLink } = site.guideProgress;
  // "Step 2: {title}": the title is the heading's visible text, the words around it are for screen readers only
  // (the number is drawn in the circle, which they skip).
  const heading = templateParts(fillTemplate(stepHeading, { number: String(number) })).map((part, index) =>
    typeof part === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one heading, in a fixed order that never changes
      <span key={index} className="sr-only">
        {part}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one heading, in a fixed order that never changes
      <Fragment key={index}>{title}</Fragment>
    ),
  );
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className="guide-step not-prose relative my-6 rounded-3xl border border-navy-900/5 bg-white p-6 shadow-lg shadow-navy-900/5 md:p-9"
    >
      <div className="flex items-center gap-4 md:gap-5">
        <span
          aria-hidden="true"
          className="guide-step-number flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-400 font-display text-xl text-navy-950"
        >
          {number}
        </span>
        <h3 id={`${id}-title`} className="min-w-0 font-display text-2xl text-navy-900">
          {heading}
          <SmartLink
            href={`#${id}`}
            className="guide-step-anchor ml-2 inline-flex align-middle text-navy-500 hover:text-amber-700"
          >
            <Link2 aria-hidden="true" className="size-5" />
            <span className="sr-only">{stepLink}</span>
          </SmartLink>
        </h3>
      </div>
      <div className="card-body md:pl-[4.25rem]">{children}</div>
      <div className="guide-tick-row md:pl-[4.25rem]">
        <GuideTick step={id} label={fillTemplate(tickLabel, { done, number: String(number), title })} done={done} />
      </div>
    </article>
  );
}
