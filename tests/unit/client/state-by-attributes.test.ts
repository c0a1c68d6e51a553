import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve('src/client');

describe('the page script marks state with attributes', () => {
  // Each page's stylesheet holds only the rules its HTML may match (src/node/build/site-stylesheet.ts), rules on
  // attributes always among them: a class set here that no HTML has would find its rules missing until an island woke.
  it('and never sets a class', async () => {
    const files = (await readdir(CLIENT, { recursive: true })).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const code = await readFile(path.join(CLIENT, file), 'utf8');
      expect(code, file).not.toMatch(/\bclassList\b|\bclassName\s*[+]?=|setAttribute\(\s*['"]class['"]/);
    }
  });
});
