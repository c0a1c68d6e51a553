import lighthouse from 'lighthouse';

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
 * Runs Lighthouse's default (mobile) configuration against a URL in the Chromium listening on `port`.
 * `notFound` lets Lighthouse score a page that answers 404 on purpose instead of refusing it. `cpuSlowdown` replaces
 * the default 4× CPU slowdown, for a machine slower than the desktop Lighthouse assumes (its docs/throttling.md,
 * "Calibrating the CPU slowdown").
 */
export async function lighthouseScores(url: string, port: number, notFound: boolean, cpuSlowdown?: number): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneRun(url, port, notFound, cpuSlowdown);
    } catch (error) {
      if (!(error instanceof TraceNotRecorded) || attempt === TRACE_ATTEMPTS) throw error;
      console.log(`\n  ${error.message}: measuring that run again.`);
    }
  }
}

/**
 * Lighthouse's runtime errors for a trace it failed to record ("Please run Lighthouse again", its lh-error.js):
 * a fault of the recording, not of the page, seen now and then (NO_NAVSTART on an idle machine). Such a run is
 * measured again, at most TRACE_ATTEMPTS times in all; any other runtime error stops the bench.
 */
const TRACE_NOT_RECORDED = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL', 'NO_FMP']);
const TRACE_ATTEMPTS = 3;
class TraceNotRecorded extends Error {}

async function oneRun(url: string, port: number, notFound: boolean, cpuSlowdown?: number): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ignoreStatusCode: notFound,
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    const NotMeasured = TRACE_NOT_RECORDED.has(code) ? TraceNotRecorded : Error;
    throw new NotMeasured(`Lighthouse could not measure ${url}: ${code} ${message}`);
  }
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${category} score for ${url}.`);
    return Math.round(value * 100);
  };
  const metric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${audit} for ${url}.`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    fcpMs: Math.round(metric('first-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(metric('total-blocking-time')),
    lostPoints: Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
      auditRefs
        .filter(({ id, weight }) => weight > 0 && (lhr.audits[id]?.score ?? 1) < 1)
        .map(({ id }) => `${category}: ${id} (${lhr.audits[id]!.score})`),
    ),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
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
