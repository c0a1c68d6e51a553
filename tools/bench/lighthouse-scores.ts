// What npm run bench measures of a page with Lighthouse (tools/lighthouse/run-lighthouse.ts runs it), and which run of
// several stands for the page. It does not import Lighthouse, which only the bench installs, so npm test can load it.

/** Lighthouse mobile scores (0–100) and the metrics the targets name. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms (simulated slow 4G, mid-range phone). */
  lcpMs: number;
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Scored audits that lost points, as 'category: audit-id (score)': what to fix when a score misses. */
  lostPoints: string[];
  /** Lighthouse's "CPU/Memory Power" of the machine that ran it: the speed its phone is simulated from. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated (its default: 4). */
  cpuSlowdown: number;
}

/**
 * Of several runs of one page, the one with the median performance score (Lighthouse's own advice for noisy
 * machines). Runs with the same score are ordered by Total Blocking Time, worst first, so when every run scores the
 * same (100 on each, often) the one picked has the median TBT, not whichever came third.
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('No Lighthouse run to pick from.');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
