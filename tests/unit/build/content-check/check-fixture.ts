import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { ComponentSpec } from '../../../../src/mdx/component-map.ts';
import { formatProblem } from '../../../../src/build/content-problem.ts';
import { checkContent } from '../../../../src/build/content-check/index.ts';

/**
 * A small, fixed component map, so the messages these tests lock down do not change each time a
 * component is added to the real one (the checks read whichever map they are given).
 */
export const testComponents: Record<string, ComponentSpec> = {
  ButtonLink: {
    file: 'ButtonLink',
    children: 'required',
    props: {
      to: { type: 'string', required: true, doc: 'Where it goes: /research, #booking, or a full https URL.' },
      variant: { type: 'string', oneOf: ['primary', 'secondary', 'ghost'] },
    },
  },
  Card: { file: 'Card', children: 'required', props: { title: { type: 'string', required: true }, href: { type: 'string' } } },
  CardGrid: { file: 'CardGrid', children: 'required', props: { columns: { type: 'number' } } },
  Hero: { file: 'Hero', children: 'required', props: { image: { type: 'string' }, imageAlt: { type: 'string' } } },
  Section: {
    file: 'Section',
    children: 'required',
    props: { id: { type: 'string' }, tone: { type: 'string', oneOf: ['plain', 'cream', 'navy'] } },
  },
  Divider: { file: 'Divider', children: 'none', props: { wide: { type: 'boolean' } } },
  Chart: { file: 'Chart', children: 'optional', props: { data: { type: 'expression', required: true } } },
};

/** A page with valid frontmatter around the given body. */
export const page = (body: string) => `---\ntitle: A page\ndescription: A page for the tests.\n---\n\n${body}\n`;

/** Settings with nothing to warn about, unless a test passes its own. */
export const cleanSite = `export const site = {
  brand: 'Family Glue',
  navigation: [{ label: 'Home', to: '/' }],
  links: { pressPage: 'https://press.family.test/' },
} as const;
`;

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Writes a throwaway project (content/, public/) from `files` and returns what the check prints. */
export async function checkFiles(files: Record<string, string>, components = testComponents): Promise<string[]> {
  const root = await writeProject(files);
  return (await checkContent({ root, components })).map(formatProblem);
}

export async function writeProject(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'content-check-'));
  folders.push(root);
  const all = { 'content/site.ts': cleanSite, 'content/index.mdx': page('# Home'), ...files };
  for (const [name, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}
