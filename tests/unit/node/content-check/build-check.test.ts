// @vitest-environment node
// `npm run build` checks each page inside its server build's MDX compile (build-check.ts): the same report as
// `npm run check`, from each page's summary, with a page that has errors left out of the bundle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { BuildCheck } from '../../../../src/node/content-check/build-check.ts';
import { formatProblem } from '../../../../src/node/content-check/content-problem.ts';
import { checkContent } from '../../../../src/node/content-check/index.ts';
import { buildCheckPlugin, contentPlugin } from '../../../../src/node/mdx/vite-plugin-content.ts';
import { completeSite, page, writeProject } from './check-fixture.ts';

const home = page('# Home\n\n## Booking\n\n{site.brand} and {site.links.pressPage}');

/** Compiles each page of the project the way the server build does with the check on, and returns what each became. */
async function bundlePages(root: string, check: BuildCheck, files: string[]): Promise<Map<string, string>> {
  const plugin = contentPlugin();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, command: 'build', mode: 'production', plugins: [buildCheckPlugin(check)] } as unknown as ResolvedConfig);
  const transform = (plugin.transform as { handler: (code: string, id: string) => Promise<Rolldown.SourceDescription> }).handler;
  const modules = new Map<string, string>();
  for (const file of files) {
    const id = path.join(root, file);
    modules.set(file, (await transform.call({} as Plugin, await readFile(id, 'utf8'), id)).code);
  }
  return modules;
}

describe('the content check in the build', () => {
  it('lists every broken page at once, with the links between pages, exactly as npm run check does', async () => {
    const root = await writeProject({
      'content/site.ts': completeSite,
      'content/index.mdx': home,
      'content/ages.mdx': page('Ages <5 go free.'),
      'content/open.mdx': page('<Section>\n\nNever closed.'),
      'content/guide.mdx': page('## Steps\n\n[Start](/steps#first-step) and [Steps](#steps)'),
      'content/steps.mdx': page('## Step one'),
      'public/images/social.png': '',
    });
    const check = await BuildCheck.read(root);
    const modules = await bundlePages(root, check, ['content/404.mdx', 'content/index.mdx', 'content/ages.mdx', 'content/open.mdx', 'content/guide.mdx', 'content/steps.mdx']);

    const report = (await check.problems()).map(formatProblem);
    expect(report).toEqual((await checkContent({ root })).map(formatProblem));
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
    const root = await writeProject({
      'content/site.ts': completeSite,
      'content/index.mdx': home,
      'content/typo.mdx': page('<Sectoin>\n\nCopy.\n\n</Sectoin>\n\n![](/images/missing.png)'),
      'public/images/social.png': '',
    });
    const check = await BuildCheck.read(root);
    const modules = await bundlePages(root, check, ['content/404.mdx', 'content/index.mdx', 'content/typo.mdx']);

    expect(modules.get('content/typo.mdx')).toContain('PageWithErrors');
    expect((await check.problems()).map(formatProblem)).toEqual([
      'content/typo.mdx:6:1  Unknown component <Sectoin>. Did you mean <Section>?',
      'content/typo.mdx:12:1  Image "/images/missing.png" is not in public/. Add the file at public/images/missing.png or correct the path.',
      'content/typo.mdx:12:1  Image "/images/missing.png" has no alt text, so screen readers cannot describe it. Describe it in the brackets: ![What the image shows](/images/missing.png).',
    ]);
  });

  it('checks a page the bundle does not compile (a name the page glob skips) by reading it itself', async () => {
    const root = await writeProject({
      'content/site.ts': completeSite,
      'content/index.mdx': home,
      'content/.draft.mdx': page('[Home](/#nowhere)'),
      'public/images/social.png': '',
    });
    const check = await BuildCheck.read(root);
    await bundlePages(root, check, ['content/404.mdx', 'content/index.mdx']);

    expect((await check.problems()).map(formatProblem)).toEqual((await checkContent({ root })).map(formatProblem));
    expect((await check.problems()).map(formatProblem)).toContain(
      'content/.draft.mdx:6:1  Link to "/#nowhere" points at #nowhere, which content/index.mdx does not have. Use a heading\'s anchor or a <Section id="…">.',
    );
  });
});
