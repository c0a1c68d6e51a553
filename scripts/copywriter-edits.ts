// The copywriter's ordinary edits (tests/e2e/support/copywriter-edits.ts), made together in a copy of the project:
// its content check must pass, its build must show every edit, and every end-to-end test that reads the content
// (each file that imports tests/e2e/support/content.ts) must pass against it. So no test can pin today's words
// without this step turning red. Extra arguments go to vitest (a file name runs that file alone).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from '../tools/fixtures/project-copy.ts';
import { applyCopywriterEdits, COPYWRITER_EDITS } from '../tests/e2e/support/copywriter-edits.ts';

const copy = path.resolve('.e2e/edited-project');
await copyProject(copy);
await applyCopywriterEdits(copy);
// A project of its own, as a copywriter's clone is: the photo copy the suite makes lists its files with git.
execFileSync('git', ['init', '-q'], { cwd: copy });
// Its node_modules is a link to this project's, which .gitignore's node_modules/ (a folder) does not cover.
execFileSync('git', ['add', '-A', '--', '.', ':(exclude)node_modules'], { cwd: copy });
console.log(
  `Made ${COPYWRITER_EDITS.length} edits in ${path.relative('.', copy)}:\n${COPYWRITER_EDITS.map((edit) => `  - ${edit.name}`).join('\n')}`,
);

const run = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) => {
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (status !== 0) process.exit(status ?? 1);
};

run(process.execPath, ['scripts/check.ts'], { cwd: copy });

// The dev server's tests run Vite on a copy of their own, of the project's files: not of this one's.
const readers = readdirSync('tests/e2e')
  .filter(
    (file) =>
      file.endsWith('.test.ts') &&
      !file.startsWith('dev-server') &&
      readFileSync(path.join('tests/e2e', file), 'utf8').includes("from './support/content.ts'"),
  )
  .map((file) => `tests/e2e/${file}`);
const chosen = process.argv.slice(2);
run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...(chosen.length ? chosen : readers)], {
  env: { E2E_PROJECT: copy },
});

const built = path.join(copy, '.e2e/root');
const missing = COPYWRITER_EDITS.flatMap((edit) =>
  edit.shows.flatMap(({ route, text }) => {
    const file = route.includes('.') ? route.slice(1) : path.join(route.slice(1), 'index.html');
    return readFileSync(path.join(built, file), 'utf8').includes(text)
      ? []
      : [`${edit.name}: ${route} does not show ${JSON.stringify(text)}`];
  }),
);
if (missing.length) {
  console.error(`The built copy does not show every edit:\n${missing.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Every edit shows on the built copy, and ${readers.length} test files that read the content pass on it.`);
