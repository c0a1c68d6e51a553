// Runs Lighthouse on one page for npm run bench. Lighthouse is this folder's own package (package.json here), which
// only the bench installs: npm start and npm test never download it.
import lighthouse from 'lighthouse';
import type { LighthouseScores } from '../bench/lighthouse-scores.ts';

/**
 * Runs Lighthouse's default (mobile) configuration against a URL in the Chromium listening on `port`.
 * `notFound` lets Lighthouse score a page that answers 404 on purpose instead of refusing it. `cpuSlowdown` replaces
 * the default 4× CPU slowdown, for a machine slower than the desktop Lighthouse assumes (its docs/throttling.md,
 * "Calibrating the CPU slowdown").
 */
export async function lighthouseScores(
  url: string,
  port: number,
  notFound: boolean,
  cpuSlowdown?: number,
): Promise<LighthouseScores> {
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
