import { formatKb, overBudget } from '../byte-budgets.ts';
import type { FirstVisitBytes } from '../first-visit.ts';
import type { LighthouseScores } from './lighthouse-scores.ts';

/** One route's line in the bench: bytes of its first visit and its Lighthouse mobile run. */
export interface BenchRow {
  route: string;
  /** The not-found path: answered with status 404 on purpose. */
  notFound: boolean;
  bytes: FirstVisitBytes;
  lighthouse: LighthouseScores;
}

/** The Lighthouse targets (issue 7): scores are minimums, CLS a maximum. */
export const lighthouseTargets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0 } as const;

/**
 * Audits the not-found page fails by design: it answers 404 (http-status-code) and is not indexable
 * (is-crawlable), and it logs the missing path plus the browser's 404 report to the console, as the spec asks
 * (errors-in-console). Its best-practices and SEO scores are shown but judged without these.
 */
export const excusedOnNotFound = ['http-status-code', 'is-crawlable', 'errors-in-console'];

const categoryIds = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;

/** Every target a row misses, in words; empty when it meets them all. */
export function targetMisses({ bytes, lighthouse, notFound }: BenchRow): string[] {
  const misses = overBudget(bytes);
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
    if (lighthouse[key] >= lighthouseTargets[key]) continue;
    const lost = lighthouse.lostPoints.filter((line) => line.startsWith(`${categoryIds[key]}: `));
    const excused = notFound && lost.length > 0 && lost.every((line) => excusedOnNotFound.some((id) => line.includes(`: ${id} (`)));
    if (!excused) misses.push(`${key} ${lighthouse[key]} is under ${lighthouseTargets[key]}`);
  }
  if (lighthouse.cls > lighthouseTargets.cls) misses.push(`CLS ${lighthouse.cls} is over ${lighthouseTargets.cls}`);
  return misses;
}

const columns: [string, (row: BenchRow) => string][] = [
  ['Route', (row) => `\`${row.route}\``],
  ['HTML', (row) => formatKb(row.bytes.html)],
  ['CSS', (row) => formatKb(row.bytes.css)],
  ['JS', (row) => formatKb(row.bytes.js)],
  ['Fonts', (row) => formatKb(row.bytes.fonts)],
  ['Total', (row) => formatKb(row.bytes.total)],
  ['Images', (row) => formatKb(row.bytes.images)],
  ['Perf', (row) => String(row.lighthouse.performance)],
  ['A11y', (row) => String(row.lighthouse.accessibility)],
  ['BP', (row) => String(row.lighthouse.bestPractices)],
  ['SEO', (row) => String(row.lighthouse.seo)],
  ['LCP', (row) => `${(row.lighthouse.lcpMs / 1000).toFixed(2)} s`],
  ['CLS', (row) => String(row.lighthouse.cls)],
  ['TBT', (row) => `${row.lighthouse.tbtMs} ms`],
  ['Targets', (row) => (targetMisses(row).length ? `**${targetMisses(row).length} missed**` : 'met')],
];

/** The bench as a markdown table, one row per route, then the misses spelled out. */
export function markdownReport(rows: BenchRow[]): string {
  const lines = [
    `| ${columns.map(([title]) => title).join(' | ')} |`,
    `| ${columns.map(([title], index) => (index === 0 ? '---' : title === 'Targets' ? ':---:' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map(([, cell]) => cell(row)).join(' | ')} |`),
  ];
  const misses = rows.flatMap((row) => [
    ...targetMisses(row).map((miss) => `- \`${row.route}\`: ${miss}`),
    ...(targetMisses(row).length ? row.lighthouse.lostPoints.map((lost) => `  - lost points: ${lost}`) : []),
  ]);
  lines.push('', misses.length ? ['Missed targets:', ...misses].join('\n') : 'Every route meets every target.');
  return `${lines.join('\n')}\n`;
}
