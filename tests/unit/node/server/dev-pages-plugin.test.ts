// @vitest-environment node
// The dev server's page plugin against a stand-in for Vite's server, on a fake clock: when a page is rendered
// during a save, and which page's Vite client is sent a reload as it connects.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PLUGIN } from '../../../../src/node/mdx/vite-plugin-content.ts';
import { devPagesPlugin } from '../../../../src/node/server/vite-plugin-dev-pages.ts';

// The server entry comes from the stand-in server below (its `serverEntry`), not from Vite's module runner.
vi.mock('../../../../src/node/server/server-entry-runner.ts', () => ({
  serverEntryRunner: (server: { serverEntry: () => Promise<unknown> }) => () => server.serverEntry(),
}));

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => Promise<void>;
type ConnectionListener = (socket: { send: (message: string) => void }, request: IncomingMessage) => void;

/** The plugin on a stand-in server whose render fails for the routes in `broken`. */
function startPlugin(broken: string[] = []) {
  const plugin: Plugin = devPagesPlugin();
  /** The plugin's middlewares, in order: a request goes through each that passes it on. */
  const middlewares: Middleware[] = [];
  let connection: ConnectionListener | undefined;
  const renders: string[] = [];
  const broadcast: unknown[] = [];
  /** The browser's modules dropped without a hot update, by id. */
  const invalidated: string[] = [];
  /** When the content plugin was told a page had been sent, as what had been rendered by then. */
  const firstPageChecks: string[][] = [];
  const content = {
    name: CONTENT_PLUGIN,
    api: { afterFirstPage: async () => void firstPageChecks.push([...renders]) },
  };
  const server = {
    config: { base: '/', root: process.cwd(), plugins: [content] },
    middlewares: { use: (handler: Middleware) => middlewares.push(handler) },
    ws: { on: (_event: 'connection', listener: ConnectionListener) => (connection = listener) },
    serverEntry: async () => ({
      render: async (route: string) => {
        renders.push(route);
        if (broken.includes(route)) throw new Error(`${route} has a mistake`);
        return { head: '', html: `<p>${route}</p>`, status: 200 };
      },
    }),
    transformIndexHtml: async (_url: string, html: string) => html,
    ssrFixStacktrace: () => {},
    environments: {
      client: {
        moduleGraph: {
          getModulesByFile: () => undefined,
          invalidateModule: (module: { id: string }) => invalidated.push(module.id),
        },
        hot: { send: (payload: unknown) => broadcast.push(payload) },
      },
      ssr: { moduleGraph: { getModulesByFile: () => new Set([{}]) } },
    },
  };
  (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);

  /** A save of a page, as Vite reports it once it has dropped the page's module. */
  const edit = () =>
    (plugin.hotUpdate as (this: unknown, update: unknown) => void).call(
      { environment: { name: 'ssr' } },
      { file: `${process.cwd()}/content/keynote.mdx`, modules: [{}] },
    );

  /** Asks for a page; resolves to the cookie it was sent with, and the error Vite's error page would show. */
  const request = async (route: string) => {
    let cookie = '';
    let error: unknown;
    const response = Object.assign(new EventEmitter(), {
      setHeader: (name: string, value: string) => name === 'Set-Cookie' && (cookie = value.split(';')[0]!),
      end: () => setImmediate(() => response.emit('close')),
      statusCode: 0,
    });
    let passedOn: Promise<void> | undefined;
    const through = (index: number): Promise<void> =>
      middlewares[index]!(
        { method: 'GET', originalUrl: route, headers: {} } as unknown as IncomingMessage,
        response as unknown as ServerResponse,
        (thrown) => {
          if (thrown === undefined) passedOn = through(index + 1);
          else {
            // Vite's error page answers it.
            error = thrown;
            response.end();
          }
        },
      );
    await through(0);
    await passedOn;
    return { cookie, error };
  };

  /** A page's Vite client connecting with the browser's cookie; resolves to what the server sent it alone. */
  const connect = (cookie?: string) => {
    const sent: unknown[] = [];
    connection!({ send: (message) => sent.push(JSON.parse(message)) }, {
      headers: cookie ? { cookie } : {},
    } as IncomingMessage);
    return sent;
  };
  /** The same save as the browser's environment sees it: the page is a file the stylesheet takes its classes from. */
  const editSeenByBrowser = () =>
    (plugin.hotUpdate as (this: unknown, update: unknown) => unknown).call(
      { environment: { name: 'client' } },
      {
        file: `${process.cwd()}/content/keynote.mdx`,
        modules: [{ type: 'asset', importers: new Set([{ id: '/src/styles/global.css' }]) }],
      },
    );
  return { edit, editSeenByBrowser, request, connect, renders, broadcast, invalidated, firstPageChecks };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the dev server’s pages', () => {
  it('are rendered from a whole save: the browser reloads once, at its first change, and its page waits until the disk has been still for 50 ms', async () => {
    const { edit, request, renders, broadcast } = startPlugin();
    edit(); // the file emptied
    expect(broadcast).toEqual([{ type: 'full-reload' }]);
    const asked = request('/keynote');
    await vi.advanceTimersByTimeAsync(30);
    edit(); // then written
    await vi.advanceTimersByTimeAsync(49);
    expect(renders).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await asked;
    expect(renders).toEqual(['/keynote']);
    expect(broadcast).toEqual([{ type: 'full-reload' }]);
    // The next save reloads the browser again.
    edit();
    expect(broadcast).toEqual([{ type: 'full-reload' }, { type: 'full-reload' }]);
  });

  it('leave the open page’s stylesheet to the reload a save brings: compiled again when the new page asks for it, not beside its render', () => {
    const { editSeenByBrowser, invalidated, broadcast } = startPlugin();
    expect(editSeenByBrowser()).toEqual([]);
    expect(invalidated).toEqual(['/src/styles/global.css']);
    expect(broadcast).toEqual([]);
  });

  it('are rendered at once when nothing is being saved', async () => {
    const { request, renders } = startPlugin();
    await request('/research');
    expect(renders).toEqual(['/research']);
  });

  it('reload as their Vite client connects when they were rendered before the latest save, and only then', async () => {
    const { edit, request, connect } = startPlugin();
    const before = await request('/keynote');
    expect(before.cookie).toMatch(/^[\w-]+=0$/);
    edit();
    await vi.advanceTimersByTimeAsync(50);
    // Its reload went to the clients connected then: this page's was still connecting.
    expect(connect(before.cookie)).toEqual([{ type: 'full-reload' }]);
    const after = await request('/keynote');
    expect(after.cookie).toMatch(/^[\w-]+=1$/);
    expect(connect(after.cookie)).toEqual([]);
    // A client with no page of ours behind it (no cookie) is left alone.
    expect(connect()).toEqual([]);
  });

  it('hand a mistake to Vite’s error page with the cookie set, so that page catches up on a missed save too', async () => {
    const { request } = startPlugin(['/keynote']);
    const { cookie, error } = await request('/keynote');
    expect(error).toEqual(new Error('/keynote has a mistake'));
    expect(cookie).toMatch(/^[\w-]+=0$/);
  });

  it('tell the content plugin once a page is out and the server has settled, so the check of every page runs after it and what it asks for, not before', async () => {
    const { request, firstPageChecks } = startPlugin(['/keynote']);
    await request('/research');
    await vi.advanceTimersByTimeAsync(199);
    expect(firstPageChecks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(firstPageChecks).toEqual([['/research']]);
    // A page that failed is out too (as Vite's error page): the check then tells where the mistake is.
    await request('/keynote');
    await vi.advanceTimersByTimeAsync(200);
    expect(firstPageChecks).toHaveLength(2);
  });
});
