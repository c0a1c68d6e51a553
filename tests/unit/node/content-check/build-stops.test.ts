// @vitest-environment node
// `npm run build` checks the content before it imports content/site.ts: a slip there stops the build with
// the check's line, not a stack trace from loading the file.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const project = path.resolve('.');
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('npm run build', () => {
  it('stops on a broken settings file with the check\'s line and nothing else', async () => {
    // The build checks the folder it runs in; a copy inside the project resolves the project's packages.
    const copy = await mkdtemp(path.join(project, 'node_modules/.build-stops-'));
    folders.push(copy);
    await cp(path.join(project, 'content'), path.join(copy, 'content'), { recursive: true });
    await cp(path.join(project, 'public'), path.join(copy, 'public'), { recursive: true });
    const settings = await readFile(path.join(copy, 'content/site.ts'), 'utf8');
    await writeFile(path.join(copy, 'content/site.ts'), settings.replace("brand: 'Family Glue',", "brand: 'Family Glue,"));

    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(project, 'scripts/build.ts')], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, OUT_DIR: path.join(copy, 'dist') },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^content\/site\.ts:\d+:\d+ {2}This value is missing its closing quote\. Add the quote at the end of the value\.$/m);
    const said = result.stderr.split('\n').filter((line) => line.trim());
    expect(said).toEqual(['Build stopped: fix the content errors above (npm run check lists them again).']);
  }, 60_000);
});
