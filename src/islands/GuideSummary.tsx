import { useEffect, useState } from 'react';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { countDone, progressSummary } from '../lib/guide-progress.ts';
import type { WakeOn } from './island-contract.ts';
import { useGuideProgress } from './use-guide-progress.ts';

/** Sits after the guide's last step, far below the first screen: it wakes as it comes near. */
export const wakeOn: WakeOn = 'visible';

export interface GuideSummaryProps {
  /** "{done} of {total} steps done" (content/site.ts, guideProgress.summary). */
  summary: string;
  /** "Start over". */
  startOver: string;
}

/** The anchors of the page's guide steps, as <GuideStep> renders them. */
const stepsOnPage = () => [...document.querySelectorAll<HTMLElement>('.guide-step[id]')].map((step) => step.id);

/**
 * How far the host has come ("2 of 4 steps done", read out as it changes) and a way to start over. The steps
 * are counted on the page, so a step a copywriter adds or removes counts at once. Hidden until woken, like the ticks.
 */
export default function GuideSummary({ summary, startOver }: GuideSummaryProps) {
  const [done, save] = useGuideProgress();
  const [steps, setSteps] = useState<string[]>([]);
  useEffect(() => setSteps(stepsOnPage()), []);
  const count = countDone(done, steps);
  return (
    <div className="guide-progress not-prose">
      <p role="status" className="guide-progress-summary">
        {steps.length > 0 ? progressSummary(summary, count, steps.length) : ''}
      </p>
      <button type="button" className="btn btn-ghost" disabled={count === 0} onClick={() => save([])}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {startOver}
      </button>
    </div>
  );
}
