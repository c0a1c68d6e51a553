// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { plainSentence } from '../../../../tools/bench/dev/measure-dev-loop.ts';

describe('the sentence bench:dev edits', () => {
  it('is the first line of plain prose, past frontmatter, headings, components and lines with markup', () => {
    const page = [
      '---',
      'title: A page',
      '---',
      '<Hero title="Welcome.">',
      '# A heading.',
      'A line with [a link](/x).',
      'A line with {site.brand}.',
      'Plain words, as a reader sees them.',
      'Another.',
    ].join('\n');
    expect(plainSentence(page)).toBe('Plain words, as a reader sees them.');
  });

  it('is read from the page the bench edits', async () => {
    const source = await readFile('content/research.mdx', 'utf8');
    expect(source).toContain(plainSentence(source));
  });

  it('names the page when it has no plain prose to edit', () => {
    expect(() => plainSentence('<Hero />\n- a list item.')).toThrow(
      /content\/research\.mdx has no line of plain prose/,
    );
  });
});
