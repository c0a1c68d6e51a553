// @vitest-environment node
// Hundreds of seeded random slips in the real content: each one either passes the check or is reported as
// `content/FILE:LINE:COL  message` — one line, the words the writing guide explains, no stack trace, no crash.
// The check runs in-process on edited copies held in memory; pages it has read already are not read again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../../../src/node/content-check/index.ts';
import { matchesKind, type ProblemKind } from '../../../../src/node/content-check/report/problem-kinds.ts';
import { readProjectFiles, type ProjectFiles } from '../../../../src/node/content-check/files/project-files.ts';
import { formatProblem, type ContentProblem } from '../../../../src/node/content-check/report/content-problem.ts';
import { mutate, seededRandom, type Mutation } from './mutation.ts';
import { startContentRenderer, type ContentRenderer } from './render-content.ts';

const SEED = 12;
const CASES = 400;
/** How many of the slips the check passes are also rendered by the site's own server entry. */
const RENDERED = 40;

let real: ProjectFiles;
let renderer: ContentRenderer | undefined;
/** The slips the check passed, for the render test. */
const passed: Mutation[] = [];
beforeAll(async () => {
  real = await readProjectFiles(process.cwd());
});
afterAll(async () => {
  await renderer?.close();
});

/** What is wrong with how a problem is reported, or undefined when it is a proper `content/FILE:LINE` line. */
function reportingFault(problem: ContentProblem, project: ProjectFiles): string | undefined {
  const text = project.content.get(problem.file);
  const lines = text === undefined ? 1 : text.split('\n').length;
  if (!/^content\/[^:]+$/.test(problem.file)) return 'not a content/ file';
  if (!(problem.line >= 1 && problem.line <= lines)) return `line ${problem.line} outside 1–${lines}`;
  if (!(problem.column >= 1)) return `column ${problem.column}`;
  if (/[\r\n]/.test(problem.message)) return 'more than one line';
  if (/\bat .+:\d+:\d+\)?$|^\s*at /m.test(problem.message) || problem.message.includes(process.cwd()))
    return 'a stack trace or a path';
  if (!matchesKind(problem.message, problem.kind)) return `not in the words of ${problem.kind}`;
  return undefined;
}

describe('seeded random slips in the real content', () => {
  it('start from content the check passes', async () => {
    const problems = await checkContent({ project: real });
    expect(problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([]);
  });

  it(`${CASES} cases: each passes or is reported on a content/ line, never as a crash`, async () => {
    const random = seededRandom(SEED);
    const files = [...real.content.keys()].filter((file) => file.endsWith('.mdx') || file === 'content/site.ts');
    const faults: string[] = [];
    const outcomes = { reported: 0 };
    const kinds = new Set<ProblemKind>();
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let index = 0; index < CASES; index++) {
      const file = files[Math.floor(random() * files.length)]!;
      const mutation: Mutation = mutate(file, real.content.get(file)!, random);
      const project = { ...real, content: new Map(real.content).set(file, mutation.text) };
      const label = `case ${index} (${file}: ${mutation.edit})`;
      let problems: ContentProblem[];
      try {
        problems = await checkContent({ project });
      } catch (error) {
        faults.push(`${label}: the check threw ${error instanceof Error ? error.stack : String(error)}`);
        continue;
      }
      for (const problem of problems) {
        kinds.add(problem.kind);
        const fault = reportingFault(problem, project);
        if (fault) faults.push(`${label}: ${fault}: ${formatProblem(problem)}`);
      }
      if (problems.some((problem) => problem.severity === 'error')) outcomes.reported++;
      else passed.push(mutation);
    }
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    console.info(
      `${CASES} slips: ${outcomes.reported} reported, ${passed.length} passed, in ${seconds.toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU)`,
    );
    expect(faults).toEqual([]);
    console.info(`kinds reported: ${[...kinds].sort().join(', ')}`);
    // The slips of this checks are among those made, and each is caught.
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'prop-duplicate',
        'markdown-as-text',
        'heading-skip',
        'heading-second-h1',
        'import-provided',
        'import-missing',
      ]),
    );
    // Slips at structure characters are mostly mistakes; a check that let most of them pass would be blind.
    expect(outcomes.reported).toBeGreaterThan(CASES / 2);
  }, 120_000);

  it(`a slip the check passes still builds: ${RENDERED} of them rendered by the site's server entry`, async () => {
    renderer = await startContentRenderer();
    const failures: string[] = [];
    // Spread over the whole run, not just its start.
    const sample = passed
      .filter((_, index) => index % Math.max(1, Math.floor(passed.length / RENDERED)) === 0)
      .slice(0, RENDERED);
    // React's warnings while rendering (a tag it does not know, say) mean the page is not what was written.
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const mutation of sample) {
      warnings.mockClear();
      try {
        const html = await renderer.render(mutation.file, mutation.text);
        if (!html.includes('<main')) failures.push(`${mutation.file}: ${mutation.edit}: rendered no <main>`);
        for (const call of warnings.mock.calls)
          failures.push(`${mutation.file}: ${mutation.edit}: React said ${call.map(String).join(' ')}`);
      } catch (error) {
        failures.push(`${mutation.file}: ${mutation.edit}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    warnings.mockRestore();
    expect(sample.length).toBeGreaterThan(RENDERED / 2);
    expect(failures).toEqual([]);
  }, 180_000);
});
