// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkMemory, page } from '../check-fixture.ts';

// The real component map, and this project's own files outside content/.
const check = (body: string) => checkMemory({ 'content/about.mdx': page(body) });

describe('import lines in a page', () => {
  it('names an import of a file that does not exist, with the path it looked for', async () => {
    expect(await check("import Chart from './charts/growth';")).toEqual([
      "content/about.mdx:6:1  This import finds nothing: there is no file content/charts/growth. Correct the path, or delete the line (pages use the site's components and settings without imports).",
    ]);
    expect(await check("import data from '/src/data/figures.json';")).toEqual([
      "content/about.mdx:6:1  This import finds nothing: there is no file src/data/figures.json. Correct the path, or delete the line (pages use the site's components and settings without imports).",
    ]);
  });

  it("warns that a component or the settings need no import when the line names the site's own file", async () => {
    expect(await check("import { Card } from '../src/components/Card.tsx';\nimport { site } from './site';")).toEqual([
      'content/about.mdx:6:1  warning: Every page already has <Card> without an import. Delete this line.',
      'content/about.mdx:7:1  warning: Every page already has site (the settings) without an import. Delete this line.',
    ]);
  });

  it('stops the build when it brings them from anywhere else', async () => {
    expect(await check("import { Card, Note } from './card.tsx';")).toEqual([
      'content/about.mdx:6:1  Every page already has <Card> and <Note> without an import. Delete this line (it imports them from "./card.tsx" instead of the site\'s own).',
    ]);
  });

  it('accepts an import of a file that exists, and of a package', async () => {
    expect(
      await check("import { textContent } from '../src/lib/text-content.ts';\nimport { useState } from 'react';"),
    ).toEqual([]);
  });
});
