// @vitest-environment node
// CONTENT.md must describe every component copywriters can use, and its examples must pass the content check.
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/node/content-check/index.ts';
import { formatProblem } from '../../src/node/content-check/report/content-problem.ts';
import { componentMap } from '../../src/mdx/component-map.ts';
import { problemKinds } from '../../src/node/content-check/report/problem-kinds.ts';
import { propInfo } from '../../src/node/content-check/components/prop-schema.ts';

let guide: string;
let project: string;
beforeAll(async () => {
  guide = await readFile('CONTENT.md', 'utf8');
  // The real pages and settings, so an example may link to real pages and use real settings.
  project = await mkdtemp(path.join(tmpdir(), 'content-guide-'));
  await cp('content', path.join(project, 'content'), { recursive: true });
  await symlink(path.resolve('public'), path.join(project, 'public'));
});
afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

/** The text of the guide's `### <Name>` section, up to the next heading of the same or higher level. */
function sectionFor(name: string): string | undefined {
  const start = guide.search(new RegExp(`^### \`<${name}>\`\\s*$`, 'm'));
  if (start === -1) return undefined;
  const rest = guide.slice(guide.indexOf('\n', start) + 1);
  const end = rest.search(/^#{1,3} /m);
  return end === -1 ? rest : rest.slice(0, end);
}

describe('CONTENT.md', () => {
  it.each(Object.keys(componentMap))('has a section for <%s> with every prop and an example', (name) => {
    const section = sectionFor(name);
    expect(section, `CONTENT.md needs a "### \`<${name}>\`" section`).toBeDefined();
    for (const prop of Object.keys(componentMap[name]!.props.shape)) {
      expect(section, `the <${name}> section must describe its "${prop}" prop`).toMatch(new RegExp(`\\|\\s*\`${prop}\`\\s*\\|`));
    }
    expect(section, `the <${name}> section needs an \`\`\`mdx example using <${name}>`).toMatch(new RegExp(`\`\`\`mdx\\n[\\s\\S]*<${name}[\\s>/]`));
  });

  it.each(Object.keys(componentMap))('lists every value <%s> accepts where a prop is a choice', (name) => {
    const section = sectionFor(name) ?? '';
    for (const [prop, schema] of Object.entries(componentMap[name]!.props.shape)) {
      for (const option of propInfo(schema).options ?? []) {
        const written = typeof option === 'number' ? `{${option}}` : option;
        expect(section, `the <${name}> section must name ${prop}'s option ${written}`).toContain(written);
      }
    }
  });

  it.each(Object.keys(componentMap))('has an example for <%s> that passes the content check', async (name) => {
    const example = /```mdx\n([\s\S]*?)```/.exec(sectionFor(name) ?? '')?.[1] ?? '';
    const file = `content/guide-example-${name.toLowerCase()}.mdx`;
    // An example is part of a page: below the page's headline and a section heading, unless it is the headline.
    const above = /^# |<h1[\s>]/m.test(example) ? '' : '# Example\n\n## A part of the page\n\n';
    await writeFile(path.join(project, file), `---\ntitle: Example\ndescription: An example from CONTENT.md.\n---\n\n${above}${example}`);
    const problems = (await checkContent({ root: project })).filter((problem) => problem.file === file);
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('names every frontmatter field', async () => {
    const { frontmatterFields } = await import('../../src/node/mdx/frontmatter-schema.ts');
    for (const field of frontmatterFields) expect(guide).toMatch(new RegExp(`\\|\\s*\`${field}\`\\s*\\|`));
  });

  describe('"When the build says no"', () => {
    /** The first cell of every table row in the section: the words each message says, in backticks. */
    const documented = () => {
      const start = guide.indexOf('\n## When the build says no');
      const end = guide.indexOf('\n## ', start + 1);
      const section = guide.slice(start, end === -1 ? undefined : end);
      return [...section.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!);
    };

    it.each(Object.entries(problemKinds))('explains the message %s', (kind, says) => {
      expect(documented(), `CONTENT.md needs a row for ${kind}: | \`${says}\` | what happened | what to do |`).toContain(says);
    });

    it('explains no message the check cannot print', () => {
      const known = new Set<string>(Object.values(problemKinds));
      expect(documented().filter((says) => !known.has(says))).toEqual([]);
    });
  });
});
