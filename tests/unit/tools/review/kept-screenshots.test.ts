import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepScreenshots, readKeptScreenshots, screenshotKey } from '../../../../tools/review/kept-screenshots.ts';
import { fillWhole } from '../../../../tools/review/whole-folder.ts';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'kept-screenshots-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const pictures = new Map([
  ['home', Buffer.from('home picture')],
  ['keynote', Buffer.from('keynote picture')],
]);

describe('kept screenshots', () => {
  it('are read back as they were kept', async () => {
    const folder = path.join(work, 'key', '390');
    await keepScreenshots(folder, pictures);
    expect(await readKeptScreenshots(folder, ['home', 'keynote'])).toEqual(pictures);
  });

  it('are read for the pages that have one, and kept beside the ones kept before', async () => {
    const folder = path.join(work, 'key', '390');
    expect(await readKeptScreenshots(folder, ['home'])).toEqual(new Map());
    await keepScreenshots(folder, pictures);
    expect(await readKeptScreenshots(folder, ['home', 'keynote', 'research'])).toEqual(pictures);
    await keepScreenshots(folder, new Map([['research', Buffer.from('research picture')]]));
    expect([...(await readKeptScreenshots(folder, ['home', 'keynote', 'research'])).keys()]).toEqual([
      'home',
      'keynote',
      'research',
    ]);
    // Written beside their place and renamed into it: nothing half-written is left.
    expect((await readdir(folder)).sort()).toEqual(['home.png', 'keynote.png', 'research.png']);
  });

  it('are keyed by the browser and by the review code', async () => {
    const code = path.join(work, 'review-code');
    await keepScreenshots(code, new Map([['settle', Buffer.from('one way')]]));
    const key = await screenshotKey('Chromium 140', code);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(await screenshotKey('Chromium 140', code)).toBe(key);
    expect(await screenshotKey('Chromium 141', code)).not.toBe(key);
    await writeFile(path.join(code, 'settle.png'), 'another way');
    expect(await screenshotKey('Chromium 140', code)).not.toBe(key);
  });

  it('are keyed, unless told otherwise, by the review code in tools/review', async () => {
    expect(await screenshotKey('Chromium 140')).toBe(await screenshotKey('Chromium 140', path.resolve('tools/review')));
  });
});

describe('a folder made whole', () => {
  it('appears only once filled, and leaves nothing behind when filling fails', async () => {
    const folder = path.join(work, 'site');
    await expect(
      fillWhole(folder, async (into) => {
        await keepScreenshots(path.join(into, 'part'), pictures);
        throw new Error('the build failed');
      }),
    ).rejects.toThrow('the build failed');
    expect(await readdir(work)).toEqual([]);
  });

  it('keeps the one another review put there first', async () => {
    const folder = path.join(work, 'site');
    await keepScreenshots(folder, new Map([['home', Buffer.from('first')]]));
    await fillWhole(folder, (into) => keepScreenshots(path.join(into, 'late'), pictures));
    expect(await readKeptScreenshots(folder, ['home'])).toEqual(new Map([['home', Buffer.from('first')]]));
    expect(existsSync(path.join(folder, 'late'))).toBe(false);
    expect(await readdir(work)).toEqual(['site']);
  });
});
