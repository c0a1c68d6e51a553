import path from 'node:path';
import type { CompileOptions } from '@mdx-js/mdx';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import rehypeSlug from 'rehype-slug';
import type { Plugin, Rolldown } from 'vite';
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

/**
 * MDX through the MDX project's own Vite plugin (@mdx-js/rollup): source maps, and JSX development info
 * (component names in React's warnings) when Vite runs in development mode. Wrapped so that, for a content
 * page, the content check runs first in the dev server and a compile error reads `content/x.mdx:12:3  …`.
 */
export function contentPlugin(): Plugin {
  // format 'mdx': only .mdx files are pages; a stray .md is the content check's to report, not to compile.
  const compiler = mdx({ ...mdxOptions, format: 'mdx' });
  // @mdx-js/rollup is typed for Rollup, whose source map type also allows sectioned "index" maps; Rolldown's
  // (Vite 8's bundler) does not, and MDX never makes one.
  const compile = (code: string, id: string) => compiler.transform(code, id) as Promise<Rolldown.SourceDescription | undefined>;
  let serving = false;
  // The project being served: normally this folder, a temporary copy in the dev-server test.
  let projectRoot = root;
  return {
    name: 'family-glue:content',
    enforce: 'pre',
    config: compiler.config,
    configResolved(config) {
      serving = config.command === 'serve';
      projectRoot = config.root;
    },
    // In the dev server a page, and the settings file, are checked like `npm run check` does (props,
    // links, images, the settings' syntax and shape), so the overlay names the file, line and fix;
    // `npm run build` has already run the full check.
    transform: {
      // Only MDX and the settings file: the bundler skips this plugin for every other module without calling
      // into JavaScript.
      filter: { id: /(\.mdx|[\\/]site\.ts)(\?.*)?$/ },
      async handler(code, id) {
        if (serving && isSettingsFile(id, projectRoot)) await assertContentFileIsValid(projectRoot, id);
        if (!isContentPage(id, projectRoot)) return compile(code, id);
        if (serving) await assertContentFileIsValid(projectRoot, id);
        try {
          return await compile(code, id);
        } catch (error) {
          throw asContentError(error, id, code, projectRoot);
        }
      },
    },
  };
}
