// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  mbPerAddedPage,
  msPerAddedPage,
  ratio,
  scaleTables,
  type ScaleBuild,
  type ScaleProject,
} from '../../../../tools/bench/scale-table.ts';

const built = (pages: number, seconds: number, peakMb: number): ScaleBuild => ({ pages, seconds, peakMb, ok: true });
const failed = (pages: number, seconds: number): ScaleBuild => ({
  pages,
  seconds,
  peakMb: NaN,
  ok: false,
  failure: 'exit 1',
});

describe('bench:scale arithmetic', () => {
  it('costs each added page the time from the smallest count, over the pages added', () => {
    const builds = [built(0, 10, 500), built(400, 50, 800), built(1000, 110, 1100)];
    expect(msPerAddedPage(builds, 400)).toBe(100);
    expect(msPerAddedPage(builds, 1000)).toBe(100);
    expect(msPerAddedPage([built(100, 20, 0), built(300, 30, 0)], 300)).toBe(50);
  });

  it('costs each added page the peak memory from the next-to-largest count to the largest, whatever the order measured', () => {
    expect(mbPerAddedPage([built(1000, 110, 1100), built(0, 10, 500), built(400, 50, 800)])).toBeCloseTo(0.5);
  });

  it('has no figure where a build failed, died before reporting its memory, or nothing was added', () => {
    expect(msPerAddedPage([built(0, 10, 500), failed(400, 3)], 400)).toBeUndefined();
    expect(msPerAddedPage([failed(0, 3), built(400, 50, 800)], 400)).toBeUndefined();
    expect(mbPerAddedPage([built(0, 10, 500), failed(400, 3)])).toBeUndefined();
    expect(msPerAddedPage([built(0, 10, 500)], 0)).toBeUndefined();
    expect(mbPerAddedPage([built(0, 10, 500)])).toBeUndefined();
  });

  it('divides this tree by the other, only where both have a figure', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(undefined, 100)).toBeUndefined();
    expect(ratio(150, undefined)).toBeUndefined();
    expect(ratio(150, 0)).toBeUndefined();
  });
});

describe('bench:scale tables', () => {
  const mine: ScaleProject = {
    name: 'this tree',
    cold: [built(0, 10, 500), built(400, 50, 800)],
    warm: [built(0, 5, 400), built(400, 25, 600)],
  };
  const theirs: ScaleProject = {
    name: '../base',
    cold: [built(0, 10, 500), built(400, 90, 900)],
    warm: [built(0, 5, 400), failed(400, 2)],
  };
  const lines = scaleTables([mine, theirs], 7).split('\n');
  const row = (start: string) => lines.find((line) => line.startsWith(`| ${start} |`));

  it('lists every build, cold and warm, with the site pages it had', () => {
    expect(lines).toContain('| this tree | 400 (407) | 50.0 s | 25.0 s | 800 MB | 600 MB |');
    expect(lines).toContain('| ../base | 400 (407) | 90.0 s | failed after 2.0 s | 900 MB | – |');
  });

  it('gives each project and start its cost per added page, and this tree over the other', () => {
    expect(lines).toContain('| project, start | ms per added page, 0→400 | MB per added page, 0→400 |');
    expect(row('this tree, cold')).toBe('| this tree, cold | 100 ms | 0.75 MB |');
    expect(row('this tree, warm')).toBe('| this tree, warm | 50 ms | 0.50 MB |');
    expect(row('../base, cold')).toBe('| ../base, cold | 200 ms | 1.00 MB |');
    expect(row('this tree ÷ ../base, cold')).toBe('| this tree ÷ ../base, cold | 0.50× | 0.75× |');
    expect(row('this tree ÷ ../base, warm')).toBe('| this tree ÷ ../base, warm | – | – |');
  });

  it('has a column for each count above the smallest', () => {
    const three: ScaleProject = {
      name: 'this tree',
      cold: [built(0, 10, 500), built(400, 50, 800), built(1000, 90, 1100)],
      warm: [],
    };
    const table = scaleTables([three], 7).split('\n');
    expect(table).toContain(
      '| project, start | ms per added page, 0→400 | ms per added page, 0→1000 | MB per added page, 400→1000 |',
    );
    expect(table).toContain('| this tree, cold | 100 ms | 80 ms | 0.50 MB |');
    expect(table).toContain('| this tree, warm | – | – | – |');
  });

  it('lists a single count without a cost per page', () => {
    expect(scaleTables([{ name: 'this tree', cold: [built(0, 10, 500)], warm: [built(0, 5, 400)] }], 7)).not.toContain(
      'per added page',
    );
  });
});
