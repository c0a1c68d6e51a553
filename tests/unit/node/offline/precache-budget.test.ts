// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { overPrecacheBudget, precacheWeight } from '../../../../src/node/offline/precache-budget.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

describe("the precache's weight", () => {
  it('counts text gzip-compressed over the wire, and pictures and fonts as they are', async () => {
    const site = await temporaryFolder('precache-weight-');
    const page = Buffer.from('<p>Light up your home</p>'.repeat(200));
    const photo = Buffer.alloc(5000, 7);
    await mkdir(path.join(site, 'lighthouse'));
    await mkdir(path.join(site, '_pictures'));
    await writeFile(path.join(site, 'lighthouse/index.html'), page);
    await writeFile(path.join(site, '_pictures/hero-1a2b3c4d5e-1200.avif'), photo);
    const weight = await precacheWeight(site, ['lighthouse/index.html', '_pictures/hero-1a2b3c4d5e-1200.avif']);
    expect(weight).toEqual({ files: 2, disk: page.length + photo.length, wire: gzipSync(page).length + photo.length });
  });

  it('names each budget it goes over', () => {
    const budget = { disk: 100 * 1024, wire: 50 * 1024 };
    expect(overPrecacheBudget({ files: 3, disk: 100 * 1024, wire: 50 * 1024 }, budget)).toEqual([]);
    expect(overPrecacheBudget({ files: 3, disk: 120 * 1024, wire: 40 * 1024 }, budget)).toEqual([
      "the precache's disk bytes, 120.0 KB, are over their budget of 100.0 KB",
    ]);
  });
});
