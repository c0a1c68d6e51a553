import path from 'node:path';
import { createProcessor, type CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import rehypeSlug from 'rehype-slug';
import { SourceMapGenerator } from 'source-map';
import { VFile } from 'vfile';
import type { Plugin } from 'vite';
import { asContentError, assertContentFileIsValid, isContentPage, isSettingsFile } from '../content-check/dev-page-check.ts';
import { componentMap } from '../../mdx/component-map.ts';
import { remarkMdxComponents } from './remark-mdx-components.ts';
import { remarkValidateFrontmatter } from './remark-validate-frontmatter.ts';
import { ISLAND_QUERY } from '../render/vite-plugin-islands.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The module each component in the map comes from, as an id from the project root (so a dev server on a
 * copy of the project imports the copy's); an island's asks for its server wrapper.
 */
export const componentModules = Object.fromEntries(
  Object.entries(componentMap).map(([name, spec]) => {
    const file = `/src/${spec.file}.tsx`;
    return [name, spec.file.startsWith('islands/') ? `${file}${ISLAND_QUERY}` : file];
  }),
);

/** What every page may use without an import: the site settings as `site`. */
export const pageGlobals = { site: '/content/site.ts' };

/** The MDX pipeline: frontmatter checked and exported, GFM, heading anchors, components imported. */
export const mdxOptions = {
  providerImportSource: '@mdx-js/react',
  remarkPlugins: [
    remarkFrontmatter,
    remarkValidateFrontmatter,
    [remarkMdxFrontmatter, { name: 'frontmatter' }],
    remarkGfm,
    [remarkMdxComponents, { components: componentModules, globals: pageGlobals }],
  ],
  rehypePlugins: [rehypeSlug],
} satisfies CompileOptions;

/** The MDX compiler, with JSX development info (component names in React's warnings) in the dev server. */
function createMdxCompiler(development: boolean) {
  const processor = createProcessor({ ...mdxOptions, development, SourceMapGenerator });
  return async (code: string, file: string) => {
    const compiled = await processor.process(new VFile({ path: file, value: code }));
    return { code: String(compiled.value), map: compiled.map };
  };
}

export function contentPlugin(): Plugin {
  let compile = createMdxCompiler(false);
  let serving = false;
  // The project being served: normally this folder, a temporary copy in the dev-server test.
  let projectRoot = root;
  return {
    name: 'family-glue:content',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
      projectRoot = config.root;
      compile = createMdxCompiler(config.mode === 'development');
    },
    // In the dev server a page, and the settings file, are checked like `npm run check` does (props,
    // links, images, the settings' syntax and shape), so the overlay names the file, line and fix;
    // `npm run build` has already run the full check.
    async transform(code, id) {
      if (serving && isSettingsFile(id, projectRoot)) await assertContentFileIsValid(projectRoot, id);
      const [file] = id.split('?');
      if (!file!.endsWith('.mdx')) return null;
      if (!isContentPage(id, projectRoot)) return compile(code, file!);
      if (serving) await assertContentFileIsValid(projectRoot, id);
      try {
        return await compile(code, file!);
      } catch (error) {
        throw asContentError(error, id, code, projectRoot);
      }
    },
  };
}
