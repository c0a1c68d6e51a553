// @vitest-environment node
// Edits that are not mistakes must build: the check passes them, and the site's server entry renders them
// (a page in a new file is only checked here: the server entry finds pages on disk).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../../../src/node/content-check/index.ts';
import { readProjectFiles, type ProjectFiles } from '../../../../src/node/content-check/files/project-files.ts';
import { formatProblem } from '../../../../src/node/content-check/report/content-problem.ts';
import { page } from './check-fixture.ts';
import { startContentRenderer, type ContentRenderer } from './render-content.ts';

let real: ProjectFiles;
let renderer: ContentRenderer;
beforeAll(async () => {
  real = await readProjectFiles(process.cwd());
  renderer = await startContentRenderer();
}, 60_000);
afterAll(async () => {
  await renderer?.close();
});

const longLine = `A very long line of copy, ${'written without a break, '.repeat(200)}ends here.`;
const table = [
  '| Session | Length | Price |',
  '| --- | :-: | --: |',
  '| Parents | 45 minutes | AED 99 |',
  '| Teams | 2 hours | on request |',
].join('\n');

/** Each edit: the file, and what to append to it (or the whole text of a new file). */
const edits: [string, string, string][] = [
  ['emoji', 'content/index.mdx', 'Families 👨‍👩‍👧 and AI 🤖, together 💛.'],
  ['accents', 'content/keynote.mdx', 'Café, crème brûlée, naïve, Zoë and Øresund: all welcome.'],
  [
    'non-Latin scripts',
    'content/uaeworkshop.mdx',
    '## ورشة عمل للأسرة\n\nمرحبا بالعائلات. 家庭与人工智能。 Семья и ИИ. परिवार और एआई।',
  ],
  ['a GFM table', 'content/research.mdx', table],
  ['a very long line', 'content/lighthouse.mdx', longLine],
  [
    'Markdown signs that are copy',
    'content/keynote.mdx',
    'We are #1 with C# and F# parents, see https://en.wikipedia.org/wiki/A_(b)__c, write \\*\\* for two stars, and `[a](b` is code.\n\n#FamilyGlue\n\nAll of it is fine.',
  ],
  [
    'a page in new nested folders',
    'content/guides/evenings/first-evening.mdx',
    page('# The first evening\n\n[Back home](/) and [research](/research#wellness-roi).'),
  ],
];

describe('harmless edits', () => {
  it.each(edits)(
    '%s: passes the check and renders',
    async (_, file, addition) => {
      const isNew = !real.content.has(file);
      const text = isNew ? addition : `${real.content.get(file)!}\n${addition}\n`;
      const project = { ...real, content: new Map(real.content).set(file, text) };
      const errors = (await checkContent({ project })).filter((problem) => problem.severity === 'error');
      expect(errors.map(formatProblem)).toEqual([]);
      // The server entry finds pages by a glob over the files on disk; tests/e2e/new-page.test.ts builds a new one.
      if (isNew) return;

      const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
      const html = await renderer.render(file, text);
      expect(warnings.mock.calls).toEqual([]);
      warnings.mockRestore();
      const lastWords = addition
        .replace(/[|#*[\]()\n-]/g, ' ')
        .trim()
        .split(/\s+/)
        .slice(-2)
        .join(' ');
      expect(html).toContain(lastWords.replace(/&/g, '&amp;'));
    },
    60_000,
  );
});
