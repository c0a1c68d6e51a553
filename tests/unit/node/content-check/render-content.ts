import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { NOT_FOUND_PATH, routePathForFile } from '../../../../src/lib/route-path.ts';

/**
 * Renders pages the way the build does — the project's Vite config, MDX pipeline, components, layout and
 * server entry (`render(pathname)` in src/node/render/entry-server.tsx) — with one content file's text held in
 * memory, so a test can show that content the check passes really becomes a page. A Vite server in
 * middleware mode, never listening.
 */
export interface ContentRenderer {
  /**
   * The HTML of the page `file` makes (the home page for content/site.ts) when that file holds `text`;
   * every other file is as on disk. Throws what the build would.
   */
  render(file: string, text: string): Promise<string>;
  close(): Promise<void>;
}

interface ServerEntry {
  render(pathname: string): Promise<{ html: string }>;
}

export async function startContentRenderer(root = process.cwd()): Promise<ContentRenderer> {
  const overrides = new Map<string, string>();
  const server: ViteDevServer = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    plugins: [{ name: 'content-in-memory', enforce: 'pre', load: (id) => overrides.get(id.split('?')[0]!) }],
  });

  return {
    async render(file, text) {
      const id = path.join(root, file);
      overrides.set(id, text);
      // The file is loaded again; everything that imports it, directly or not, runs again on the next load. Vite
      // invalidates those itself, and keeps the code it compiled for a static importer (a page importing the
      // settings is not compiled again): only the file's new text is.
      for (const module of server.moduleGraph.getModulesByFile(id) ?? []) server.moduleGraph.invalidateModule(module);
      const { render } = (await server.ssrLoadModule('/src/node/render/entry-server.tsx')) as ServerEntry;
      const route = file.endsWith('.mdx') ? routePathForFile(file) : '/';
      return (await render(route === NOT_FOUND_PATH ? '/no-such-page' : route)).html;
    },
    close: () => server.close(),
  };
}
