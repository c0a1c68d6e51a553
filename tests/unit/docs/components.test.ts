// @vitest-environment node
// The writing guide's component pages (docs/writing/components/) must describe every component copywriters can use,
// with every prop and every value a choice accepts, and each example must pass the content check.
import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/node/content-check/index.ts';
import { formatProblem } from '../../../src/node/content-check/report/content-problem.ts';
import { propInfo } from '../../../src/node/content-check/components/prop-schema.ts';
import { frontmatterFields } from '../../../src/node/mdx/frontmatter-schema.ts';
import { componentMap } from '../../../src/components/component-map.ts';
import { componentSection, markdownFilesUnder, readDocsPage, type DocsPage } from './docs-pages.ts';

const componentsFolder = 'docs/writing/components';
let pages: DocsPage[];
let project: string;
beforeAll(async () => {
  const files = (await markdownFilesUnder(componentsFolder)).filter((file) => !file.endsWith('/index.md'));
  pages = await Promise.all(files.map(readDocsPage));
  // The real pages and settings, so an example may link to real pages and use real settings.
  project = await mkdtemp(path.join(tmpdir(), 'docs-components-'));
  await cp('content', path.join(project, 'content'), { recursive: true });
  await symlink(path.resolve('public'), path.join(project, 'public'));
});
afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

/** The component's `## \`<Name>\`` section and the page it is on, searched on every component page. */
const sectionFor = (name: string) => componentSection(pages, name);

describe(`${componentsFolder}/`, () => {
  it.each(Object.keys(componentMap))('has a section for <%s> with every prop and an example', (name) => {
    const section = sectionFor(name);
    expect(
      section,
      `a page in ${componentsFolder}/ needs a "## \`<${name}>\`" section, on the page of its group`,
    ).toBeDefined();
    for (const prop of Object.keys(componentMap[name]!.props.shape)) {
      expect(section!.text, `the <${name}> section must describe its "${prop}" prop`).toMatch(
        new RegExp(`\\|\\s*\`${prop}\`\\s*\\|`),
      );
    }
    expect(section!.text, `the <${name}> section needs an \`\`\`mdx example using <${name}>`).toMatch(
      new RegExp(`\`\`\`mdx\\n[\\s\\S]*<${name}[\\s>/]`),
    );
  });

  it.each(Object.keys(componentMap))('lists every value <%s> accepts where a prop is a choice', (name) => {
    const section = sectionFor(name)?.text ?? '';
    for (const [prop, schema] of Object.entries(componentMap[name]!.props.shape)) {
      for (const option of propInfo(schema).options ?? []) {
        const written = typeof option === 'number' ? `{${option}}` : option;
        expect(section, `the <${name}> section must name ${prop}'s option ${written}`).toContain(written);
      }
    }
  });

  it.each(Object.keys(componentMap))('has an example for <%s> that passes the content check', async (name) => {
    const example = /```mdx\n([\s\S]*?)```/.exec(sectionFor(name)?.text ?? '')?.[1] ?? '';
    const file = `content/guide-example-${name.toLowerCase()}.mdx`;
    // An example is part of a page: below the page's headline and a section heading, unless it is the headline.
    const above = /^# |<h1[\s>]/m.test(example) ? '' : '# Example\n\n## A part of the page\n\n';
    await writeFile(
      path.join(project, file),
      `---\ntitle: Example\ndescription: An example from the writing guide.\n---\n\n${above}${example}`,
    );
    const problems = (await checkContent({ root: project })).filter((problem) => problem.file === file);
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe('docs/writing/frontmatter-and-markdown.md', () => {
  it('names every frontmatter field', async () => {
    const { text } = await readDocsPage('docs/writing/frontmatter-and-markdown.md');
    for (const field of frontmatterFields) expect(text).toMatch(new RegExp(`\\|\\s*\`${field}\`\\s*\\|`));
  });
});
