// npm run bench:dev: the copywriter's loop in `npm start`, timed in Chromium, on the copywriter's clock. In a copy of
// the project (bench/dev-project) the clock starts as `npm start` is spawned (npm, its script's ensure-deps, then
// Vite's dev server) with the browser already open; the browser goes to the server's address as Vite prints it, and
// the first page of content/research.mdx is timed to its first paint with the stylesheet applied, read from the
// browser's paint timing (with when the server listened, and when the HTML arrived). Then an edit until it is on
// screen (the median of 5), a broken edit until its line is in the overlay, and the fix until the page is back; cold
// (the copy's node_modules/.cache and .vite empty, as in a fresh clone) and warm.
// `-- --against <git ref or checkout>` measures that commit too (e.g. main; a checkout with its own node_modules when
// its packages differ from this tree's), through its own `npm start`, the runs of the two
// alternating, so the figures of both share the machine's load. `-- --runs <n>` repeats each (default 1); figures are
// medians. `-- --profile` times, in each copy, cold then warm, what runs before the first page can be served
// (tools/bench/dev/profile-dev-start.ts).
// Targets: first page ≤ 2 s warm and ≤ 4 s cold, edit to screen ≤ 0.5 s, overlay and recovery ≤ 0.6 s.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { findTestChrome, testChromeArgs } from '../../scripts/find-chrome.mjs';
import { devProject, emptyCaches } from './dev/dev-project.ts';
import { profileDevStart } from './dev/profile-in-copy.ts';
import { measureDevLoop, type DevLoopTimes } from './dev/measure-dev-loop.ts';
import { devLoopTable } from './dev/dev-loop-table.ts';

const { values } = parseArgs({
  options: { against: { type: 'string' }, runs: { type: 'string', default: '1' }, profile: { type: 'boolean' } },
});
const runs = Number(values.runs);
const targets = [
  ...(values.against
    ? [{ name: values.against, folder: path.resolve('bench/dev-project-against'), against: values.against }]
    : []),
  { name: 'this tree', folder: path.resolve('bench/dev-project'), against: undefined },
];
// A checkout (a folder) brings its own node_modules: a commit whose packages differ from this tree's needs them.
for (const { folder, against } of targets) {
  if (against && existsSync(against)) await devProject(folder, undefined, path.resolve(against));
  else await devProject(folder, against);
}

if (values.profile) {
  for (const start of ['cold', 'warm'] as const) {
    for (const target of targets) {
      if (start === 'cold') await emptyCaches(target.folder);
      const steps = await profileDevStart(target.folder);
      console.log(`${target.name}, ${start}: ${steps}`);
    }
  }
  process.exit(0);
}

const browser = await chromium.launch({ executablePath: findTestChrome(), args: testChromeArgs });
const times = new Map(
  targets.map((target) => [target.name, { cold: [] as DevLoopTimes[], warm: [] as DevLoopTimes[] }]),
);
try {
  for (let run = 1; run <= runs; run++) {
    for (const start of ['cold', 'warm'] as const) {
      for (const target of targets) {
        // The machine is shared: the load beside each figure says how quiet it was.
        console.log(
          `${target.name}: ${start} start (run ${run} of ${runs}, load average ${loadavg()[0]!.toFixed(2)}) …`,
        );
        const measured = await measureDevLoop(browser, target.folder, start === 'cold');
        console.log(`  ${JSON.stringify(measured)}`);
        times.get(target.name)![start].push(measured);
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`\n${devLoopTable(times)}`);
