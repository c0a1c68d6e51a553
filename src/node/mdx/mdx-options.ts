import type { CompileOptions } from '@mdx-js/mdx';
import type { ConfigEnv, Rolldown } from 'vite';
import { componentMap } from '../../components/component-map.ts';
import { rehypePageIds, remarkCheckPage, type BuildCheckHolder } from './remark-check-page.ts';
import { rehypePicturesInLinks } from './rehype-pictures-in-links.ts';
import { remarkMarkdownCopy } from './remark-markdown-copy.ts';
import { remarkMdxComponents } from './remark-mdx-components.ts';
import { remarkValidateFrontmatter } from './remark-validate-frontmatter.ts';
import { ISLAND_QUERY } from '../render/vite-plugin-islands.ts';

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

/**
 * The MDX pipeline: frontmatter checked and exported, GFM, the tree for the page's Markdown copy exported, heading
 * anchors, components imported, pictures in links marked. Its packages are imported here, on first use, and not at
 * the top of the file: the Vite config is bundled into one file whose packages all load with it, and `npm start`
 * sends its first page without them when the page's compile is kept (src/node/mdx/page-compile-cache.ts).
 */
export async function loadMdxOptions() {
  const [
    { default: remarkFrontmatter },
    { default: remarkGfm },
    { default: remarkMdxFrontmatter },
    { default: rehypeSlug },
  ] = await Promise.all([
    import('remark-frontmatter'),
    import('remark-gfm'),
    import('remark-mdx-frontmatter'),
    import('rehype-slug'),
  ]);
  return {
    providerImportSource: '@mdx-js/react',
    remarkPlugins: [
      remarkFrontmatter,
      remarkValidateFrontmatter,
      [remarkMdxFrontmatter, { name: 'frontmatter' }],
      remarkGfm,
      remarkMarkdownCopy,
      [remarkMdxComponents, { components: componentModules, globals: pageGlobals }],
    ],
    rehypePlugins: [rehypeSlug, rehypePicturesInLinks],
  } satisfies CompileOptions;
}

/** Compiles one page or module, as Vite's transform hook would; `undefined` for a file MDX does not handle. */
export type PageCompile = (code: string, id: string) => Promise<Rolldown.SourceDescription | undefined>;

/**
 * The pages' compiler: MDX through the MDX project's own Vite plugin (@mdx-js/rollup), with source maps when serving, and JSX
 * development info (component names in React's warnings) when Vite runs in development mode (`env`, as Vite hands it
 * to a plugin's config hook). In the build's server build the content check's page checks run inside it (`buildCheck`).
 */
export async function pageCompiler(buildCheck: BuildCheckHolder, env: ConfigEnv | undefined): Promise<PageCompile> {
  const [{ default: mdx }, mdxOptions] = await Promise.all([import('@mdx-js/rollup'), loadMdxOptions()]);
  // format 'mdx': only .mdx files are pages; a stray .md is the content check's to report, not to compile.
  const compiler = mdx({
    ...mdxOptions,
    format: 'mdx',
    // The build's server bundle has no source maps, and making a page's map was a third of its compile; the dev
    // server keeps them (@mdx-js/rollup's own SourceMapGenerator), for a stack trace's lines in the page.
    ...(env?.command === 'build' && { SourceMapGenerator: undefined }),
    remarkPlugins: [[remarkCheckPage, buildCheck], ...mdxOptions.remarkPlugins],
    rehypePlugins: [...mdxOptions.rehypePlugins, rehypePageIds],
  });
  // Vite hands the plugin its mode through the config hook; without one (a compile outside Vite), no JSX development info.
  if (env) (compiler.config as (config: object, env: ConfigEnv) => void)({}, env);
  // @mdx-js/rollup is typed for Rollup, whose source map type also allows sectioned "index" maps; Rolldown's
  // (Vite 8's bundler) does not, and MDX never makes one.
  return (code, id) => compiler.transform(code, id) as Promise<Rolldown.SourceDescription | undefined>;
}
