import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildThreads, PAGES_FOR_WORKERS } from '../../../../src/node/build/build-threads.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

async function contentWith(pages: number) {
  const dir = await temporaryFolder('threads-');
  await mkdir(path.join(dir, 'guides'));
  await writeFile(path.join(dir, 'site.ts'), 'export const site = {};');
  for (let index = 0; index < pages; index++)
    await writeFile(path.join(dir, index % 2 ? 'guides' : '', `page-${index}.mdx`), '# Page');
  return dir;
}

describe('buildThreads', () => {
  it('keeps a small site in the build’s own thread', async () => {
    expect(await buildThreads(await contentWith(PAGES_FOR_WORKERS - 1), {})).toEqual({
      helper: 0,
      prerender: 0,
    });
  });

  it('gives a large site (pages in folders counted) worker threads: one each for the check and Vite, one per core to pre-render', async () => {
    expect(await buildThreads(await contentWith(PAGES_FOR_WORKERS), {})).toEqual({
      helper: 1,
      prerender: availableParallelism(),
    });
  });

  it('takes PRERENDER_THREADS for pre-rendering, 0 included, and ignores what is not a count', async () => {
    const small = await contentWith(3);
    expect((await buildThreads(small, { PRERENDER_THREADS: '1' })).prerender).toBe(1);
    expect((await buildThreads(await contentWith(PAGES_FOR_WORKERS), { PRERENDER_THREADS: '0' })).prerender).toBe(0);
    expect((await buildThreads(small, { PRERENDER_THREADS: 'two' })).prerender).toBe(0);
    expect((await buildThreads(small, { PRERENDER_THREADS: '' })).prerender).toBe(0);
  });
});
