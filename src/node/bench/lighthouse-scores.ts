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
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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

/** Of several runs of one page, the one with the median performance score (Lighthouse's own advice for noisy machines). */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('No Lighthouse run to pick from.');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
