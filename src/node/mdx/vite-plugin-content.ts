import path from 'node:path';
import type { ConfigEnv, Plugin, ViteDevServer } from 'vite';
import type { BuildCheck } from '../content-check/build-check.ts';
import { asContentError, isContentPage, isSettingsFile } from '../content-check/dev-file-check.ts';
import { DevContentCheck } from '../content-check/dev-content-check.ts';
import type { BuildCheckHolder } from './remark-check-page.ts';
import type { PageCompile } from './mdx-options.ts';
import { PageCompileCache } from './page-compile-cache.ts';

const root = path.resolve(import.meta.dirname, '../../..');

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

/** A module MDX compiles (the settings file goes through the plugin too, for its check). */
const MDX = /\.mdx(\?.*)?$/;

/**
 * What a page with content errors is bundled as in a checked build: the bundle goes on, so every other page is
 * compiled and checked too, and the build stops with the whole report before anything renders it.
 */
const PAGE_WITH_ERRORS = {
  code: 'export const frontmatter = {};\nexport default function PageWithErrors() {\n  return null;\n}\n',
};

/**
 * MDX through the MDX project's own Vite plugin (@mdx-js/rollup, src/node/mdx/mdx-options.ts). Wrapped so that, for a
 * content page, the content check runs first in the dev server and a compile error reads `content/x.mdx:12:3  …`;
 * in the build's server build (buildCheckPlugin), the page checks run inside the compile instead.
 *
 * The compiler and its plugins load with the first compile, not with the config (about 0.4 s of CPU), and the dev
 * server keeps each page's compile between starts (PageCompileCache): a warm start's first page loads neither. Once
 * the first page is out, the compiler loads in the background, so the first edit does not wait for it.
 */
export function contentPlugin(): Plugin {
  const buildCheck: BuildCheckHolder = {};
  let env: ConfigEnv | undefined;
  let compiler: Promise<PageCompile> | undefined;
  const loadCompiler = () =>
    (compiler ??= import('./mdx-options.ts').then(({ pageCompiler }) => pageCompiler(buildCheck, env)));
  const compile: PageCompile = async (code, id) => (await loadCompiler())(code, id);
  let serving = false;
  // The project being served: normally this folder, a temporary copy in the dev-server test.
  let projectRoot = root;
  let devCheck: DevContentCheck | undefined;
  let compiled: PageCompileCache | undefined;
  const api: ContentPluginApi = {
    afterFirstPage: async (server) => {
      void loadCompiler();
      await devCheck?.afterFirstPage(server);
    },
  };
  return {
    name: CONTENT_PLUGIN,
    api,
    enforce: 'pre',
    config(_config, configEnv) {
      env = configEnv;
    },
    configResolved(config) {
      serving = config.command === 'serve';
      projectRoot = config.root;
      devCheck = serving ? new DevContentCheck(projectRoot) : undefined;
      // The pipeline is known by the files the config is built from: a server with no config file keeps nothing.
      const pipeline = config.configFileDependencies ?? [];
      compiled =
        serving && pipeline.length > 0
          ? new PageCompileCache(path.join(projectRoot, 'node_modules/.cache/dev-pages'), [
              ...pipeline,
              path.join(projectRoot, 'package-lock.json'),
            ])
          : undefined;
      // Nothing kept (a fresh clone): the first page compiles, so the compiler loads now, beside the server's start.
      void compiled?.isEmpty().then((empty) => {
        if (empty) void loadCompiler();
      });
      buildCheck.current = config.plugins.find((plugin) => plugin.name === BUILD_CHECK_PLUGIN)?.api as
        BuildCheck | undefined;
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
        // The settings file is only checked here: MDX compiles .mdx files alone.
        if (!MDX.test(id)) return undefined;
        if (!isContentPage(id, projectRoot)) return compile(code, id);
        if (devCheck) await devCheck.beforeCompile(id);
        const check = buildCheck.current;
        try {
          const kept = await compiled?.get(id, code);
          if (kept) return kept;
          const result = await compile(code, id);
          // Kept for the next start in the background; a cache that cannot be written only costs that start the compile.
          if (result && compiled) void compiled.set(id, code, result).catch(() => {});
          return check?.pageHasErrors(id) ? PAGE_WITH_ERRORS : result;
        } catch (error) {
          if (await check?.compileFailed(id, code, error)) return PAGE_WITH_ERRORS;
          throw asContentError(error, id, code, projectRoot);
        }
      },
    },
  };
}
