// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, type LlmsPage } from '../../../../src/node/markdown-copy/llms-txt.ts';

const site = { brand: 'Glue', summary: 'A movement\n  for families.', url: (path: string) => `https://a.org/p${path}` };
const pages: LlmsPage[] = [
  {
    pagePath: '/guide',
    copyPath: '/guide.md',
    title: 'Host an evening | Glue',
    description: 'How to host.',
    kind: 'Guides',
  },
  { pagePath: '/', copyPath: '/index.html.md', title: 'Glue', description: 'Glue', kind: 'About' },
  { pagePath: '/research', copyPath: '/research.md', title: 'Research | Glue', description: 'The numbers.' },
  { pagePath: '/talk', copyPath: '/talk.md', title: 'Talks', description: 'Book a talk.', kind: 'Guides' },
];

describe('llms.txt', () => {
  it('gives the site’s name, the summary, and a section per kind of page, the home page first', () => {
    expect(llmsTxt(pages, site)).toBe(
      [
        '# Glue',
        '',
        '> A movement for families.',
        '',
        '## About',
        '',
        '- [Glue](https://a.org/p/index.html.md)',
        '',
        '## Guides',
        '',
        '- [Host an evening](https://a.org/p/guide.md): How to host.',
        '- [Talks](https://a.org/p/talk.md): Book a talk.',
        '',
        '## Pages',
        '',
        '- [Research](https://a.org/p/research.md): The numbers.',
        '',
      ].join('\n'),
    );
  });

  it('falls back to the home page’s description when the settings have no summary', () => {
    expect(llmsTxt([{ ...pages[1]!, description: 'Families and AI.' }], { ...site, summary: undefined })).toContain(
      '> Families and AI.\n',
    );
  });

  it('puts every page’s whole copy in llms-full.txt, each after a rule and its address', () => {
    const full = llmsFullTxt(
      pages.map((page) => ({ ...page, markdown: `# ${page.title}\n\nWords.\n` })),
      site,
    );
    expect(
      full.startsWith('# Glue\n\n> A movement for families.\n\n---\n\nSource: https://a.org/p/\n\n# Glue\n\nWords.\n'),
    ).toBe(true);
    expect(full).toContain('---\n\nSource: https://a.org/p/research\n\n# Research | Glue\n\nWords.\n');
  });
});
