// npm test: type-checking and unit tests side by side (neither writes anything the other reads), then the
// end-to-end suite against production builds, then again against a copy with a copywriter's edits. (All three at once was no faster on two cores: the unit tests
// slowed fivefold beside the browsers, and the heaviest end-to-end tests came near their time limits.)
// Output stays in order: a step running alongside an earlier one is held back until that one has finished,
// then follows live.
import { spawn } from 'node:child_process';

interface Step {
  title: string;
  command: string;
}

const checks: Step[] = [
  // TypeScript 7's native tsc (the `@typescript/native` alias): under a third of TypeScript 6's CPU (5–6.5
  // against 21 CPU-s).
  { title: 'Type-checking', command: 'tsc --noEmit' },
  { title: 'Unit tests', command: 'vitest run' },
  // Biome's lint rules (biome.jsonc), then Prettier's formatting, beside the unit tests.
  { title: 'Lint and format', command: 'biome lint . && prettier --check .' },
];
const endToEnd: Step = { title: 'End-to-end tests', command: 'vitest run --config vitest.e2e.config.ts' };
// Then a copywriter's ordinary edits, made in a copy: its check, its build and every test that reads the content must
// pass there too, so no test can pin today's words (scripts/copywriter-edits.ts).
const copywriterEdits: Step = {
  title: "End-to-end tests on a copywriter's edits",
  command: 'node scripts/copywriter-edits.ts',
};

// Output goes through a pipe, not the terminal: keep the colours the terminal would show.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;

/** Whose turn it is to print: output of a later step waits in its buffer. */
let printing = 0;
const buffers: string[][] = [];

function write(index: number, text: string) {
  if (index === printing) process.stdout.write(text);
  else (buffers[index] ??= []).push(text);
}

function finishPrinting(index: number) {
  printing = index + 1;
  process.stdout.write((buffers[printing] ?? []).join(''));
  buffers[printing] = [];
}

/** Runs one step as the index-th in the printed order; resolves to whether it passed. */
function run(step: Step, index: number): Promise<{ step: Step; passed: boolean }> {
  const started = performance.now();
  write(index, `\n── ${step.title}: ${step.command}\n`);
  // Through a shell, as npm scripts run: npm has put node_modules/.bin on the PATH (tsc.cmd on Windows).
  const child = spawn(step.command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => write(index, chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => write(index, chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const passed = code === 0;
      write(index, passed ? `── ${step.title} passed in ${seconds}s\n` : `\n${step.title} failed.\n`);
      resolve({ step, passed });
    });
  });
}

/** Runs steps at once, printing them in order; resolves once all have finished. */
async function runTogether(steps: Step[], first: number): Promise<boolean> {
  const running = steps.map((step, offset) => run(step, first + offset));
  let passed = true;
  for (const [offset, result] of running.entries()) {
    passed = (await result).passed && passed;
    finishPrinting(first + offset);
  }
  return passed;
}

const started = performance.now();
if (
  !(await runTogether(checks, 0)) ||
  !(await runTogether([endToEnd], checks.length)) ||
  !(await runTogether([copywriterEdits], checks.length + 1))
) {
  process.exit(1);
}
console.log(`\nAll tests passed in ${((performance.now() - started) / 1000).toFixed(0)}s.`);
