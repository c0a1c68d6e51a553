// @vitest-environment node
// `npm run build` checks each page inside its server build's MDX compile (build-check.ts): the same report as
// `npm run check`, from each page's summary, with a page that has errors left out of the bundle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigEnv, Plugin, ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { BuildCheck } from '../../../../src/node/content-check/build-check.ts';
import { formatProblem } from '../../../../src/node/content-check/report/content-problem.ts';
import { checkContent } from '../../../../src/node/content-check/index.ts';
import { buildCheckPlugin, contentPlugin } from '../../../../src/node/mdx/vite-plugin-content.ts';
import { completeSite, page, writeProject } from './check-fixture.ts';

const home = page('# Home\n\n## Booking\n\n{site.brand} and {site.links.pressPage}');

/**
 * Writes a project with complete settings, a home page and `pages`, and compiles each page the bundle reaches (all
 * of `pages` but those in `skipped`) the way the server build does with the check on. Returns the build's report,
 * `npm run check`'s for the same project, and what each compiled page became.
 */
async function checkedBuild(pages: Record<string, string>, skipped: string[] = []) {
  const root = await writeProject({
    'content/site.ts': completeSite,
    'content/index.mdx': home,
    'public/images/social.png': '',
    ...pages,
  });
  const check = await BuildCheck.read(root);
  const plugin = contentPlugin();
  const config = { root, command: 'build', mode: 'production', plugins: [buildCheckPlugin(check)] };
  (plugin.config as (config: object, env: ConfigEnv) => void)({}, { command: 'build', mode: 'production' });
  (plugin.configResolved as (config: ResolvedConfig) => void)(config as unknown as ResolvedConfig);
  const transform = (plugin.transform as { handler: (code: string, id: string) => Promise<Rolldown.SourceDescription> })
    .handler;
  const modules = new Map<string, string>();
  for (const file of ['content/404.mdx', 'content/index.mdx', ...Object.keys(pages)].filter(
    (name) => !skipped.includes(name),
  )) {
    const id = path.join(root, file);
    modules.set(file, (await transform.call({} as Plugin, await readFile(id, 'utf8'), id)).code);
  }
  const report = (await check.problems()).map(formatProblem);
  return { report, checkReport: (await checkContent({ root })).map(formatProblem), modules, root };
}

describe('the content check in the build', () => {
  it('lists every broken page at once, with the links between pages, exactly as npm run check does', async () => {
    const { report, checkReport, modules } = await checkedBuild({
      'content/ages.mdx': page('Ages <5 go free.'),
      'content/open.mdx': page('<Section>\n\nNever closed.'),
      'content/guide.mdx': page('## Steps\n\n[Start](/steps#first-step) and [Steps](#steps)'),
      'content/steps.mdx': page('## Step one'),
    });

    expect(report).toEqual(checkReport);
    expect(report).toEqual([
      'content/ages.mdx:6:6  A < starts a tag here. To show a < as text, write \\< instead.',
      'content/guide.mdx:8:1  Link to "/steps#first-step" points at #first-step, which content/steps.mdx does not have. Use a heading\'s anchor or a <Section id="…">.',
      'content/open.mdx:6:1  <Section> is never closed. Add </Section> after its content, or write <Section /> if it wraps nothing.',
    ]);
    // The broken pages are bundled as nothing, so the bundle goes on; a link to a missing anchor does not stop a compile.
    expect(modules.get('content/ages.mdx')).toContain('PageWithErrors');
    expect(modules.get('content/open.mdx')).toContain('PageWithErrors');
    expect(modules.get('content/guide.mdx')).toContain('_jsx(');
  });

  it('leaves out of the bundle a page whose own checks find an error, though it compiles', async () => {
    const { report, checkReport, modules } = await checkedBuild({
      'content/typo.mdx': page('<Sectoin>\n\nCopy.\n\n</Sectoin>\n\n![](/images/missing.png)'),
    });

    expect(modules.get('content/typo.mdx')).toContain('PageWithErrors');
    expect(report).toEqual(checkReport);
    expect(report).toEqual([
      'content/typo.mdx:6:1  Unknown component <Sectoin>. Did you mean <Section>?',
      'content/typo.mdx:12:1  Image "/images/missing.png" is not in public/. Add the file at public/images/missing.png or correct the path.',
      'content/typo.mdx:12:1  Image "/images/missing.png" has no alt text, so screen readers cannot describe it. Describe it in the brackets: ![What the image shows](/images/missing.png).',
    ]);
  });

  it("lists a failure only the build's compile meets with every other problem, not as a stack trace", async () => {
    // remark-mdx-frontmatter exports the frontmatter under this name; `npm run check` does not compile that export.
    const { report, checkReport, modules } = await checkedBuild({
      'content/clash.mdx': page('export const frontmatter = 1'),
      'content/links.mdx': page('[Gone](/gone)'),
    });

    expect(checkReport).toEqual([
      'content/links.mdx:6:1  Link to "/gone" goes to a page that does not exist. Pages: /, /clash, /links.',
    ]);
    expect(report).toEqual([
      'content/clash.mdx:6:13  This MDX cannot be read: Variable name conflict: frontmatter. Check the tags and braces on this line.',
      ...checkReport,
    ]);
    expect(modules.get('content/clash.mdx')).toContain('PageWithErrors');
  });

  it('checks a page the bundle does not compile (a name the page glob skips) by reading it itself', async () => {
    const { report, checkReport } = await checkedBuild({ 'content/.draft.mdx': page('[Home](/#nowhere)') }, [
      'content/.draft.mdx',
    ]);

    expect(report).toEqual(checkReport);
    expect(report).toContain(
      'content/.draft.mdx:6:1  Link to "/#nowhere" points at #nowhere, which content/index.mdx does not have. Use a heading\'s anchor or a <Section id="…">.',
    );
  });
});
