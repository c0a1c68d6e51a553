import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { withoutPreviewVariables } from '../../src/node/build/preview-branch.ts';
import { PROJECT } from './support/content.ts';
import { rootSite } from './support/sites.ts';

// The pre-renderer spreads the pages over a worker thread per core, and a large site's server bundle is built in
// groups of pages: the site must depend on neither.
const oneThread = path.join(PROJECT, '.e2e/one-thread');

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('the build with one worker thread and the pages bundled two by two', () => {
  it('writes the same site, byte for byte, as the build with one per core and one server bundle', async () => {
    const site = rootSite();
    await promisify(execFile)(process.execPath, ['scripts/build.ts'], {
      cwd: PROJECT,
      env: {
        ...withoutPreviewVariables(process.env),
        OUT_DIR: oneThread,
        BASE_PATH: site.base,
        PRERENDER_THREADS: '1',
        PAGES_PER_SERVER_BUILD: '2',
      },
    });
    const files = await filesIn(site.dir);
    expect(files.length).toBeGreaterThan(10);
    expect(await filesIn(oneThread)).toEqual(files);
    for (const file of files) {
      const [many, one] = await Promise.all([
        readFile(path.join(site.dir, file)),
        readFile(path.join(oneThread, file)),
      ]);
      expect(one.equals(many), file).toBe(true);
    }
  }, 180_000); // a whole production build
});
