// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  PAGES_PER_SERVER_BUILD,
  pageGroupPlugin,
  pageGroups,
  pagesPerServerBuild,
} from '../../../../src/node/build/page-groups.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const pages = (count: number) => Array.from({ length: count }, (_, index) => `content/page-${index}.mdx`);

/** A project whose src/pages.ts globs its pages as the site's does, and the pages its bundle lists with `patterns`. */
async function bundledPages(files: string[], patterns: string[]): Promise<string[]> {
  const root = await temporaryFolder('page-groups-');
  await mkdir(path.join(root, 'src'));
  await writeFile(
    path.join(root, 'src/pages.ts'),
    "type PageModule = { default: number };\nconst pageModules = import.meta.glob<PageModule>('/content/**/*.mdx');\nexport const files = Object.keys(pageModules);\n",
  );
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), '# A page');
  }
  const outDir = path.join(root, 'out');
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      pageGroupPlugin(patterns),
      // Each page bundled as a number: what is tested is which pages the glob takes, not their compile.
      { name: 'page-stand-in', transform: (_code, id) => (id.endsWith('.mdx') ? 'export default 1;' : undefined) },
    ],
    build: { ssr: 'src/pages.ts', outDir },
  });
  const entry = (Array.isArray(output) ? output[0]! : (output as Rolldown.RolldownOutput)).output[0];
  const { files: listed } = (await import(pathToFileURL(path.join(outDir, entry.fileName)).href)) as {
    files: string[];
  };
  return listed.sort();
}

describe('pageGroups', () => {
  it('keeps a site of up to one group’s pages in one build, with the glob as written', () => {
    expect(pageGroups(pages(3), 3)).toEqual([['/content/**/*.mdx']]);
  });

  it('puts each page in exactly one group, in file order, each group leaving out the others’ pages', () => {
    const groups = pageGroups(pages(5), 2);
    expect(groups).toHaveLength(3);
    for (const patterns of groups) expect(patterns[0]).toBe('/content/**/*.mdx');
    const left = (patterns: string[]) => patterns.slice(1).map((pattern) => pattern.replace(/^!\//, ''));
    const sorted = [...pages(5)].sort();
    expect(left(groups[0]!)).toEqual(sorted.slice(2));
    expect(left(groups[2]!)).toEqual(sorted.slice(0, 4));
  });

  it('gives each group’s bundle its own pages, the not-found page and any page the list missed, whatever their names', async () => {
    const listed = ['content/(draft) notes.mdx', 'content/guides/step[1].mdx', 'content/a+b.mdx', 'content/z.mdx'];
    // The not-found page is left out of the list (every group needs it); the glob skips a name that starts with a dot.
    const files = [...listed, 'content/404.mdx', 'content/.hidden.mdx'];
    const groups = pageGroups(listed, 2);
    const bundles = await Promise.all(groups.map((patterns) => bundledPages(files, patterns)));
    const sorted = [...listed].sort().map((file) => `/${file}`);
    expect(bundles).toEqual([
      [...sorted.slice(0, 2), '/content/404.mdx'].sort(),
      [...sorted.slice(2), '/content/404.mdx'].sort(),
    ]);
  }, 30_000);

  it('takes PAGES_PER_SERVER_BUILD for the group size, and ignores what is not a count', () => {
    expect(pagesPerServerBuild({ PAGES_PER_SERVER_BUILD: '2' })).toBe(2);
    for (const value of [undefined, '', '0', '-3', 'two', '1.5'])
      expect(pagesPerServerBuild({ PAGES_PER_SERVER_BUILD: value })).toBe(PAGES_PER_SERVER_BUILD);
  });

  it('stops the build when src/pages.ts no longer has the glob it replaces', async () => {
    const root = await temporaryFolder('page-groups-');
    await mkdir(path.join(root, 'src'));
    await writeFile(path.join(root, 'src/pages.ts'), 'export const files = [];\n');
    const building = build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [pageGroupPlugin(['/content/**/*.mdx'])],
      build: { ssr: 'src/pages.ts', outDir: path.join(root, 'out') },
    });
    await expect(building).rejects.toThrow(/src\/pages\.ts no longer reads its pages with import\.meta\.glob/);
  });
});
