import { fillTemplate } from './copy-template.ts';

/**
 * A host's progress through a guide, kept on their device. One entry per page, keyed by the page's path;
 * it holds the anchors of the steps ticked done (a step's `id` is its stable anchor, kept when its title or
 * number changes), so editing the copy keeps the ticks, and a step that is removed simply stops counting.
 */

/** Where a page's progress is kept in localStorage. */
export const progressKey = (page: string) => `guide-progress:${page.replace(/\/+$/, '') || '/'}`;

/** Sent on window whenever a tick changes, so the page's other islands (the summary, the other ticks) follow. */
export const PROGRESS_EVENT = 'guide-progress';

/** The steps ticked done on `page`; nothing when storage is unavailable or holds something else. */
export function readProgress(storage: Pick<Storage, 'getItem'> | undefined, page: string): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(progressKey(page)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((step): step is string => typeof step === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps the steps done on `page` (none: the entry is removed). Storage that refuses (private mode, full) is ignored. */
export function writeProgress(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  page: string,
  done: readonly string[],
): void {
  try {
    if (done.length === 0) storage?.removeItem(progressKey(page));
    else storage?.setItem(progressKey(page), JSON.stringify([...new Set(done)]));
  } catch {
    // The tick still shows for this visit; it is just not kept.
  }
}

/** The steps done after ticking (or unticking) one. */
export const withStep = (done: readonly string[], step: string, isDone: boolean): string[] =>
  isDone ? [...new Set([...done, step])] : done.filter((id) => id !== step);

/** How many of the page's steps are done: ticks of steps no longer on the page do not count. */
export const countDone = (done: readonly string[], steps: readonly string[]) =>
  steps.filter((step) => done.includes(step)).length;

/** A summary such as "2 of 4 steps done" from the copy's pattern "{done} of {total} steps done". */
export const progressSummary = (pattern: string, done: number, total: number) =>
  fillTemplate(pattern, { done: String(done), total: String(total) });
