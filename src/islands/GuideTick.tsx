import { useId } from 'react';
import { withStep } from '../lib/guide-progress.ts';
import type { WakeOn } from './island-contract.ts';
import { useGuideProgress } from './use-guide-progress.ts';

/** The guide's steps are far below the first screen at every width: it wakes as a step comes near it. */
export const wakeOn: WakeOn = 'visible';

export interface GuideTickProps {
  /** The step's stable anchor, what is kept. */
  step: string;
  /** The name a screen reader hears, "Done: Step 1, Gather your people" (content/site.ts, guideProgress.tickLabel, filled in). */
  label: string;
  /** The visible label: "Done" (content/site.ts, guideProgress.done). */
  done: string;
}

/**
 * A host's "done" tick on one step of a guide, kept on the device. A real checkbox, so every screen reader says
 * its state. Hidden until its island has woken (and gone without JavaScript), so no dead control shows: see
 * .guide-tick in src/styles/global.css.
 */
export default function GuideTick({ step, label, done: doneLabel }: GuideTickProps) {
  const [done, save] = useGuideProgress();
  const id = useId();
  return (
    <label htmlFor={id} className="guide-tick">
      {/* Named for the step, so a list of checkboxes says which is which; it starts with the visible word. */}
      <input
        id={id}
        type="checkbox"
        aria-label={label}
        checked={done.includes(step)}
        onChange={(event) => save(withStep(done, step, event.target.checked))}
      />
      {doneLabel}
    </label>
  );
}
