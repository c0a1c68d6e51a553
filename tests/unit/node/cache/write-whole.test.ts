import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeWhole } from '../../../../src/node/cache/write-whole.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

describe('writeWhole', () => {
  it('puts the whole file in place, replacing an older one, and leaves nothing partial beside it', async () => {
    const dir = await temporaryFolder('write-whole-');
    const file = path.join(dir, 'copy.avif');
    await writeFile(file, 'old');
    await writeWhole(file, new Uint8Array([1, 2, 3]));
    expect([...(await readFile(file))]).toEqual([1, 2, 3]);
    expect(await readdir(dir)).toEqual(['copy.avif']);
  });
});
