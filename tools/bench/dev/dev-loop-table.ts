import type { DevLoopTimes } from './measure-dev-loop.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const secondsOf = (value: number) => `${value.toFixed(2)} s`;

/** The bench's table: one row per measured tree and start, each figure the median over its runs. */
export function devLoopTable(times: Map<string, { cold: DevLoopTimes[]; warm: DevLoopTimes[] }>): string {
  const rows = [...times].flatMap(([name, starts]) =>
    (['cold', 'warm'] as const).map((start) => {
      const runs = starts[start];
      const figure = (pick: (run: DevLoopTimes) => number) => secondsOf(median(runs.map(pick)));
      return `| ${name} | ${start} | ${figure((run) => run.listening)} | ${figure((run) => run.html)} | ${figure((run) => run.firstPaint)} | ${figure((run) => run.firstPage)} | ${figure((run) => median(run.edits))} | ${figure((run) => median(run.editsSeen))} | ${figure((run) => run.overlay)} | ${figure((run) => run.recovery)} | ${runs.every((run) => run.terminalShowedLine) ? 'yes' : 'no'} |`;
    }),
  );
  return [
    '| tree | start | listening | HTML | first paint | first page, styled | edit to screen (median of 5) | edit, found by Playwright | overlay | recovery | line in terminal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '| target | | | | | ≤ 2 s warm, ≤ 4 s cold | ≤ 0.5 s | | ≤ 0.6 s | ≤ 0.6 s | yes |',
  ].join('\n');
}
