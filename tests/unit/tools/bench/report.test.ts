// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { medianRun, type LighthouseScores } from '../../../../tools/bench/lighthouse-scores.ts';
import { withoutScripts } from '../../../../tools/bench/no-script-copy.ts';
import { markdownReport, targetMisses, type BenchRow } from '../../../../tools/bench/report.ts';

const perfect: LighthouseScores = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  fcpMs: 800,
  cls: 0,
  tbtMs: 0,
  lostPoints: [],
  benchmarkIndex: 1500,
  cpuSlowdown: 4,
};
const bytes = {
  html: 2048,
  css: 7168,
  blockingCss: 7168,
  js: 3 * 1024,
  fonts: 18 * 1024,
  images: 0,
  other: 0,
  total: 30 * 1024,
};
const row = (overrides: Partial<BenchRow> = {}): BenchRow => ({
  route: '/',
  notFound: false,
  bytes,
  lighthouse: perfect,
  floor: perfect,
  ...overrides,
});

describe('bench report', () => {
  it('meets every target with perfect scores and small bytes', () => {
    expect(targetMisses(row())).toEqual([]);
    expect(markdownReport([row()])).toContain('Every route meets every target.');
  });

  it('reports low scores, layout shift and byte overruns', () => {
    const misses = targetMisses(
      row({
        lighthouse: { ...perfect, performance: 98, seo: 92, cls: 0.01 },
        bytes: { ...bytes, css: 21 * 1024, js: 21 * 1024 },
      }),
    );
    expect(misses).toEqual([
      'css 21.0 KB is over its budget of 20.0 KB',
      'js 21.0 KB is over its budget of 20.0 KB',
      'performance 98 is under 99',
      'seo 92 is under 100',
      'CLS 0.01 is over 0',
    ]);
  });

  it('holds LCP to 1.10× the no-script floor and TBT to 50 ms', () => {
    expect(targetMisses(row({ lighthouse: { ...perfect, lcpMs: 990, tbtMs: 50 } }))).toEqual([]);
    expect(targetMisses(row({ lighthouse: { ...perfect, lcpMs: 1000, tbtMs: 51 } }))).toEqual([
      'TBT 51 ms is over 50 ms',
      "LCP 1000 ms is 1.11× the no-script floor's 900 ms (target ≤ 1.1×)",
    ]);
  });

  it('removes every script, of any type, and module preloads for the floor', () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"><script type="module" src="/a.js"></script>\n<script type="speculationrules">{}</script><link rel="stylesheet" href="/a.css"></head><body><p>Text</p></body>';
    expect(withoutScripts(html)).toBe('<head><link rel="stylesheet" href="/a.css"></head><body><p>Text</p></body>');
  });

  it('excuses the not-found page only the audits a 404 fails by design', () => {
    const lighthouse = {
      ...perfect,
      seo: 54,
      bestPractices: 96,
      lostPoints: ['seo: is-crawlable (0)', 'seo: http-status-code (0)', 'best-practices: errors-in-console (0)'],
    };
    expect(targetMisses(row({ notFound: true, lighthouse }))).toEqual([]);
    expect(targetMisses(row({ notFound: false, lighthouse }))).toHaveLength(2);
    const more = { ...lighthouse, lostPoints: [...lighthouse.lostPoints, 'seo: document-title (0)'] };
    expect(targetMisses(row({ notFound: true, lighthouse: more }))).toEqual(['seo 54 is under 100']);
  });

  it('prints one table row per route and lists what lost points', () => {
    const report = markdownReport([
      row(),
      row({
        route: '/x',
        lighthouse: { ...perfect, performance: 90, lostPoints: ['performance: total-blocking-time (0.5)'] },
      }),
    ]);
    expect(report.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(2);
    expect(report).toContain('| `/x` |');
    expect(report).toContain('lost points: performance: total-blocking-time (0.5)');
  });

  it('names the machine as Lighthouse measured it, and says when Lighthouse finds it slower than it expects', () => {
    const quick = markdownReport([row(), row({ route: '/x', floor: { ...perfect, benchmarkIndex: 1700 } })]);
    expect(quick).toContain(
      '(benchmarkIndex): 1500 (median of the runs shown, 1500–1700); CPU slowdown simulated: 4×.',
    );
    expect(quick).not.toContain('slower than it expects');
    const slow = markdownReport([
      row({
        lighthouse: { ...perfect, benchmarkIndex: 640, cpuSlowdown: 2 },
        floor: { ...perfect, benchmarkIndex: 700 },
      }),
    ]);
    expect(slow).toContain(
      '(benchmarkIndex): 640 (median of the runs shown, 640–700); CPU slowdown simulated: 2×. Under 1000: Lighthouse warns that this machine is slower than it expects',
    );
  });

  it('picks the median run by performance', () => {
    expect(medianRun([80, 99, 95].map((performance) => ({ ...perfect, performance }))).performance).toBe(95);
    expect(medianRun([{ ...perfect, performance: 90 }]).performance).toBe(90);
    // Equal scores: the median Total Blocking Time, wherever that run came.
    expect(medianRun([36, 0, 0, 12, 5].map((tbtMs) => ({ ...perfect, tbtMs }))).tbtMs).toBe(5);
    expect(
      medianRun([
        { ...perfect, performance: 98, tbtMs: 0 },
        { ...perfect, tbtMs: 80 },
        { ...perfect, tbtMs: 10 },
      ]).tbtMs,
    ).toBe(80);
  });

  it('sets each route beside the baseline build when one was measured (BENCH_BASELINE)', () => {
    expect(markdownReport([row()])).not.toContain('baseline');
    const report = markdownReport([row({ baseline: { ...perfect, performance: 98, lcpMs: 1060, tbtMs: 70 } })]);
    expect(report).toContain('| `/` | 98 → 100 | 1060 → 900 | 800 → 800 | 70 → 0 | 0 |');
  });
});
