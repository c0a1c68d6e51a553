// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { medianRun, type LighthouseScores } from '../../../src/build/bench/lighthouse-scores.ts';
import { markdownReport, targetMisses, type BenchRow } from '../../../src/build/bench/report.ts';

const perfect: LighthouseScores = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 900, cls: 0, tbtMs: 0, lostPoints: [] };
const bytes = { html: 2048, css: 7168, js: 100 * 1024, fonts: 18 * 1024, images: 0, other: 0, total: 127 * 1024 };
const row = (overrides: Partial<BenchRow> = {}): BenchRow => ({ route: '/', notFound: false, bytes, lighthouse: perfect, ...overrides });

describe('bench report', () => {
  it('meets every target with perfect scores and small bytes', () => {
    expect(targetMisses(row())).toEqual([]);
    expect(markdownReport([row()])).toContain('Every route meets every target.');
  });

  it('reports low scores, layout shift and byte overruns', () => {
    const misses = targetMisses(row({ lighthouse: { ...perfect, performance: 97, seo: 92, cls: 0.01 }, bytes: { ...bytes, css: 21 * 1024 } }));
    expect(misses).toEqual(['css 21.0 KB is over its budget of 20.0 KB', 'performance 97 is under 98', 'seo 92 is under 100', 'CLS 0.01 is over 0']);
  });

  it('excuses the not-found page only the audits a 404 fails by design', () => {
    const lighthouse = { ...perfect, seo: 54, bestPractices: 96, lostPoints: ['seo: is-crawlable (0)', 'seo: http-status-code (0)', 'best-practices: errors-in-console (0)'] };
    expect(targetMisses(row({ notFound: true, lighthouse }))).toEqual([]);
    expect(targetMisses(row({ notFound: false, lighthouse }))).toHaveLength(2);
    const more = { ...lighthouse, lostPoints: [...lighthouse.lostPoints, 'seo: document-title (0)'] };
    expect(targetMisses(row({ notFound: true, lighthouse: more }))).toEqual(['seo 54 is under 100']);
  });

  it('prints one table row per route and lists what lost points', () => {
    const report = markdownReport([row(), row({ route: '/x', lighthouse: { ...perfect, performance: 90, lostPoints: ['performance: total-blocking-time (0.5)'] } })]);
    expect(report.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(2);
    expect(report).toContain('| `/x` |');
    expect(report).toContain('lost points: performance: total-blocking-time (0.5)');
  });

  it('picks the median run by performance', () => {
    expect(medianRun([80, 99, 95].map((performance) => ({ ...perfect, performance }))).performance).toBe(95);
    expect(medianRun([{ ...perfect, performance: 90 }]).performance).toBe(90);
  });
});
