// @vitest-environment node
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildFresh } from '../../../src/node/build-freshness.ts';

let root: string;
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
const write = async (file: string, text: string, seconds: number) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
  await utimes(path.join(root, file), at(seconds), at(seconds));
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'freshness-'));
  await write('content/index.mdx', '# Home', 10);
  await write('dist/index.html', '<script type="module" src="/preview/x/assets/index.js"></script>', 20);
  // Folders count by their own time too (a deleted page changes it): keep them old.
  for (const folder of ['content', 'dist']) await utimes(path.join(root, folder), at(1), at(1));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('isBuildFresh (npm run screenshots reuses a fresh dist/)', () => {
  it('reuses a build newer than every source, made for the same base path', () => {
    expect(isBuildFresh(path.join(root, 'dist'), '/preview/x/', root)).toBe(true);
  });

  it('rebuilds for another base path', () => {
    expect(isBuildFresh(path.join(root, 'dist'), '/', root)).toBe(false);
  });

  it('rebuilds when a page changed after the build', async () => {
    await write('content/index.mdx', '# Home, edited', 30);
    expect(isBuildFresh(path.join(root, 'dist'), '/preview/x/', root)).toBe(false);
  });

  it('builds when there is no build', () => {
    expect(isBuildFresh(path.join(root, 'nothing'), '/', root)).toBe(false);
  });
});
