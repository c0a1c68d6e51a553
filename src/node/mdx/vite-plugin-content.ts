import path from 'node:path';
import type { CompileOptions } from '@mdx-js/mdx';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import rehypeSlug from 'rehype-slug';
import type { Plugin, Rolldown, ViteDevServer } from 'vite';
import type { BuildCheck } from '../content-check/build-check.ts';
import { asContentError, isContentPage, isSettingsFile } from '../content-check/dev-page-check.ts';
import { DevContentCheck } from '../content-check/dev-first-page-check.ts';
import { componentMap } from '../../mdx/component-map.ts';
import { rehypePageIds, remarkCheckPage, type BuildCheckHolder } from './remark-check-page.ts';
import { rehypePicturesInLinks } from './rehype-pictures-in-links.ts';
import { remarkMarkdownCopy } from './remark-markdown-copy.ts';
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

/**
 * The MDX pipeline: frontmatter checked and exported, GFM, the tree for the page's Markdown copy exported, heading
 * anchors, components imported, pictures in links marked.
 */
export const mdxOptions = {
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

const BUILD_CHECK_PLUGIN = 'family-glue:build-check';
export const CONTENT_PLUGIN = 'family-glue:content';

/** What the content plugin offers the dev server's page middleware (src/node/server/vite-plugin-dev-pages.ts). */
export interface ContentPluginApi {
  /** The first page has been sent: the content check of every page may run now. */
  afterFirstPage: (server: ViteDevServer) => Promise<void>;
}

/** Added by `npm run build` to its server build: the content plugin then checks each page inside its compile. */
export function buildCheckPlugin(check: BuildCheck): Plugin {
  return { name: BUILD_CHECK_PLUGIN, api: check };
}

/**
 * What a page with content errors is bundled as in a checked build: the bundle goes on, so every other page is
 * compiled and checked too, and the build stops with the whole report before anything renders it.
 */
const PAGE_WITH_ERRORS = { code: 'export const frontmatter = {};\nexport default function PageWithErrors() {\n  return null;\n}\n' };

/**
 * MDX through the MDX project's own Vite plugin (@mdx-js/rollup): source maps, and JSX development info
 * (component names in React's warnings) when Vite runs in development mode. Wrapped so that, for a content
 * page, the content check runs first in the dev server and a compile error reads `content/x.mdx:12:3  …`;
 * in the build's server build (buildCheckPlugin), the page checks run inside the compile instead.
 */
export function contentPlugin(): Plugin {
  const buildCheck: BuildCheckHolder = {};
  // format 'mdx': only .mdx files are pages; a stray .md is the content check's to report, not to compile.
  const compiler = mdx({
    ...mdxOptions,
    format: 'mdx',
    remarkPlugins: [[remarkCheckPage, buildCheck], ...mdxOptions.remarkPlugins],
    rehypePlugins: [...mdxOptions.rehypePlugins, rehypePageIds],
  });
  // @mdx-js/rollup is typed for Rollup, whose source map type also allows sectioned "index" maps; Rolldown's
  // (Vite 8's bundler) does not, and MDX never makes one.
  const compile = (code: string, id: string) => compiler.transform(code, id) as Promise<Rolldown.SourceDescription | undefined>;
  let serving = false;
  // The project being served: normally this folder, a temporary copy in the dev-server test.
  let projectRoot = root;
  let devCheck: DevContentCheck | undefined;
  const api: ContentPluginApi = { afterFirstPage: async (server) => devCheck?.afterFirstPage(server) };
  return {
    name: CONTENT_PLUGIN,
    api,
    enforce: 'pre',
    config: compiler.config,
    configResolved(config) {
      serving = config.command === 'serve';
      projectRoot = config.root;
      devCheck = serving ? new DevContentCheck(projectRoot) : undefined;
      buildCheck.current = config.plugins.find((plugin) => plugin.name === BUILD_CHECK_PLUGIN)?.api as BuildCheck | undefined;
    },
    // In the dev server a page, and the settings file, are checked like `npm run check` does (props,
    // links, images, the settings' syntax and shape), so the overlay names the file, line and fix (those the first
    // page compiles, just after it is sent: DevContentCheck);
    // `npm run build` checks each page as it compiles it, and reports them all once the bundle is done.
    transform: {
      // Only MDX and the settings file: the bundler skips this plugin for every other module without calling
      // into JavaScript.
      filter: { id: /(\.mdx|[\\/]site\.ts)(\?.*)?$/ },
      async handler(code, id) {
        if (devCheck && isSettingsFile(id, projectRoot)) await devCheck.beforeCompile(id);
        if (!isContentPage(id, projectRoot)) return compile(code, id);
        if (devCheck) await devCheck.beforeCompile(id);
        const check = buildCheck.current;
        try {
          const compiled = await compile(code, id);
          return check?.pageHasErrors(id) ? PAGE_WITH_ERRORS : compiled;
        } catch (error) {
          if (await check?.compileFailed(id, code, error)) return PAGE_WITH_ERRORS;
          throw asContentError(error, id, code, projectRoot);
        }
      },
    },
  };
}
