import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCALE_FOLDER, writeScalePages } from '../../../../src/node/bench/scale-pages.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

async function project() {
  const dir = await temporaryFolder('scale-');
  await mkdir(path.join(dir, 'content'));
  await writeFile(path.join(dir, 'content/research.mdx'), '---\ntitle: Research\n---\n\n# Research\n');
  return dir;
}

describe('writeScalePages', () => {
  it('adds that many copies of the research page in a folder of their own, and takes them away again', async () => {
    const dir = await project();
    await writeScalePages(dir, 3);
    const folder = path.join(dir, SCALE_FOLDER);
    expect((await readdir(folder)).sort()).toEqual(['page-1.mdx', 'page-2.mdx', 'page-3.mdx']);
    expect(await readFile(path.join(folder, 'page-2.mdx'), 'utf8')).toBe(await readFile(path.join(dir, 'content/research.mdx'), 'utf8'));

    await writeScalePages(dir, 1);
    expect(await readdir(folder)).toEqual(['page-1.mdx']);
    await writeScalePages(dir, 0);
    expect(await readdir(path.join(dir, 'content'))).toEqual(['research.mdx']);
  });
});
