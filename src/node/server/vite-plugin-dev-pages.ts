import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { colorSchemeTag } from '../head/color-scheme-script.ts';
import { fillTemplate } from '../build/site-files.ts';
import { CONTENT_PLUGIN, type ContentPluginApi } from '../mdx/vite-plugin-content.ts';
import { requestsSettle } from './after-requests-settle.ts';
import { serverEntryRunner } from './server-entry-runner.ts';

const ENTRY_SERVER = '/src/node/render/entry-server.tsx';

/**
 * A request for a page: a route (the path after the base path) with no file extension that is not one of Vite's own
 * (`/@vite/client`, `/__…`).
 */
const wantsPage = (request: IncomingMessage, route: string) =>
  request.method === 'GET' && !path.extname(route) && !/^\/(@|__)/.test(route);

/**
 * How long the disk must be still after a page edit before the server renders a page again. A save is often two
 * changes on disk (the file emptied, then written, within a few milliseconds): rendered between the two, a page would
 * show an empty file's error. The browser is told to reload at the first change, and its request (about as long on
 * its way) waits here, so the wait costs an edit next to nothing; it was 100 ms before the reload went out.
 */
const SAVE_SETTLES_MS = 50;

/**
 * The cookie each page carries: how many edits the server had taken when it rendered the page. A reload sent while
 * the browser was between pages reaches nobody, so when a page's Vite client connects with a count older than the
 * server's, it is sent a reload of its own. A cookie, because Vite's error page runs none of the site's code, and the
 * browser sends it with the client's connection.
 */
const RENDERED_AFTER_COOKIE = 'family-site-dev-edits';

/**
 * Folders of the project the dev server never serves, left out of its file watcher: the watcher's first walk stats
 * every file on the thread that renders the first page, and the tests and benches leave copies of the project behind.
 */
const UNWATCHED = ['tests', 'docs', 'scripts', 'tools', 'bench', 'dist', '.e2e'];

/**
 * `npm start`: every page is rendered on the server for each request, as the build pre-renders it, then
 * the browser wakes its islands — so the dev server shows exactly what visitors get. Pages are server-only,
 * so an edit to one (or to the settings, layout or a static component) reloads the browser; an island's
 * edit updates in place through React Fast Refresh.
 */
export function devPagesPlugin(): Plugin {
  let devServer: ViteDevServer | undefined;
  /** How many edits to files only the server renders (pages, settings, layout) the server has taken. */
  let edits = 0;
  /** Settles once the latest save is whole on disk: pages wait for it. */
  let saved = Promise.resolve();
  let onSaved: (() => void) | undefined;
  let settling: ReturnType<typeof setTimeout> | undefined;
  return {
    name: 'family-site:dev-pages',
    apply: 'serve',
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      const unwatched = UNWATCHED.map((folder) => path.join(root, folder));
      const ignored = (file: string) =>
        unwatched.some((folder) => file === folder || file.startsWith(folder + path.sep));
      return { server: { watch: { ignored } } };
    },
    configureServer(server) {
      devServer = server;
      const runServerModule = serverEntryRunner(server);
      const content = server.config.plugins.find((plugin) => plugin.name === CONTENT_PLUGIN)?.api as
        ContentPluginApi | undefined;
      server.ws.on('connection', (socket, request) => {
        const renderedAfter = request.headers.cookie?.match(new RegExp(`(?:^|; )${RENDERED_AFTER_COOKIE}=(\\d+)`))?.[1];
        if (renderedAfter !== undefined && Number(renderedAfter) < edits)
          socket.send(JSON.stringify({ type: 'full-reload' }));
      });
      const requests = requestsSettle();
      server.middlewares.use(requests.middleware);
      server.middlewares.use(async (request, response, next) => {
        const { base, root } = server.config;
        const url = request.originalUrl ?? '/';
        const { pathname } = new URL(url, 'http://localhost');
        if (!`${pathname}/`.startsWith(base)) return next();
        const route = pathname.slice(base.length - 1) || '/';
        if (!wantsPage(request, route)) return next();
        await saved;
        // Set before rendering, so that Vite's error page, which a content mistake brings, carries it too.
        response.setHeader('Set-Cookie', `${RENDERED_AFTER_COOKIE}=${edits}; Path=/; SameSite=Strict`);
        try {
          const { render } = (await runServerModule(ENTRY_SERVER)) as typeof import('../render/entry-server.tsx');
          // Each page links its file, which the dev server opens in the copywriter's editor (vite-plugin-open-in-editor.ts).
          const page = await render(route, { editLink: { kind: 'editor', root } });
          // Vite's transform (its client, React's refresh preamble) runs on index.html alone, then the page goes in, as
          // the build's pages do: the page's addresses already carry the base path, which Vite's transform of the
          // whole page added again to its pictures'. index.html alone is also a fraction of the page to parse.
          const shell = await server.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8'));
          const html = fillTemplate(shell, `${colorSchemeTag()}\n${page.head}`, page.html);
          response.statusCode = page.status;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(html);
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        }
        // The content check of every page waited for the first page (DevContentCheck): it runs once this one is out,
        // and the scripts and the stylesheet it asks for next are served, which the check's second of work held up.
        requests.afterSettled(() =>
          content?.afterFirstPage(server).catch((error: unknown) => server.config.logger.error(String(error))),
        );
      });
    },
    // Runs for each environment after it has dropped the changed modules. A file only the server render
    // uses (a page, the settings, the layout) reloads the browser once per save, which asks the server for
    // the new HTML (rendered once the save is whole); a file the browser has too (an island) is left to the
    // browser's own hot update.
    hotUpdate({ file, modules }) {
      if (!devServer) return;
      const { client, ssr } = devServer.environments;
      // Code the browser has loaded (not a file Tailwind only watches for classes, an 'asset' entry): the
      // browser updates it itself.
      if ([...(client.moduleGraph.getModulesByFile(file) ?? [])].some((module) => module.type !== 'asset')) return;
      if (this.environment.name === 'client') {
        // A file only the server renders, whose save reloads the page (below): the stylesheet that takes classes from
        // it is compiled again when the reloaded page asks for it, after the page's HTML. Updated in the open page at
        // once, Tailwind's compile ran beside the page's render and held up its HTML.
        if (!ssr.moduleGraph.getModulesByFile(file)?.size) return;
        for (const module of modules)
          for (const importer of module.importers) client.moduleGraph.invalidateModule(importer);
        return [];
      }
      if (this.environment.name !== 'ssr' || modules.length === 0) return;
      edits += 1;
      if (!onSaved) {
        saved = new Promise((resolve) => (onSaved = resolve));
        // One reload for the whole save: a later change of it finds the browser's request already waiting on `saved`.
        client.hot.send({ type: 'full-reload' });
      }
      clearTimeout(settling);
      settling = setTimeout(() => {
        onSaved?.();
        onSaved = undefined;
      }, SAVE_SETTLES_MS);
    },
  };
}
