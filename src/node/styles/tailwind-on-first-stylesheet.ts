import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';

/** The hooks @tailwindcss/vite's plugins have (4.3): the stand-in forwards these, and refuses a version with others. */
const FORWARDED = new Set(['name', 'enforce', 'apply', 'configResolved', 'configureServer', 'transform', 'hotUpdate']);

type Handler = (this: unknown, ...args: unknown[]) => unknown;
const handlerOf = (hook: unknown): Handler | undefined =>
  (typeof hook === 'function' ? hook : (hook as { handler?: Handler } | undefined)?.handler) as Handler | undefined;

/**
 * Tailwind's own Vite plugin (@tailwindcss/vite), imported when the first stylesheet is compiled rather than with the
 * config. Importing it cost `npm start` about 0.6 s of CPU before its first page, which has no use for it (the browser
 * asks for the stylesheet after the HTML), and it registers a Node module hook that sends every later import through
 * a thread of its own, so the MDX compiler and the server render loaded slower after it too.
 *
 * The stand-in is one plugin in Tailwind's place, `enforce: 'pre'` as Tailwind's are. On the first `.css` module it
 * imports the real plugins, hands them the resolved config and the dev server they missed, then calls their
 * `transform` with its own context (Tailwind's handler checks the id again, as its filter does). Hot updates go to
 * Tailwind once it is loaded; before, it has compiled nothing that an edit could make stale.
 */
export function tailwindOnFirstStylesheet(): Plugin {
  let config: ResolvedConfig | undefined;
  let server: ViteDevServer | undefined;
  let loading: Promise<Plugin[]> | undefined;
  const load = () =>
    (loading ??= import('@tailwindcss/vite').then(async ({ default: tailwindcss }) => {
      const plugins = tailwindcss().filter((plugin) => !plugin.apply || plugin.apply === config!.command);
      for (const plugin of plugins) {
        const unknown = Object.keys(plugin).filter((hook) => !FORWARDED.has(hook));
        if (unknown.length > 0)
          throw new Error(
            `${plugin.name} has hooks the stand-in does not forward (${unknown.join(', ')}): src/node/styles/tailwind-on-first-stylesheet.ts`,
          );
        await handlerOf(plugin.configResolved)?.call(undefined, config);
        if (server) await handlerOf(plugin.configureServer)?.call(undefined, server);
      }
      return plugins;
    }));
  return {
    name: 'family-site:tailwind-on-first-stylesheet',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(devServer) {
      server = devServer;
    },
    transform: {
      // Every id Tailwind's own filter lets through (.css, Vue-style `&lang.css`), and a few it turns away itself.
      filter: { id: /\.css(\?.*)?$|&lang\.css/ },
      async handler(code, id) {
        for (const plugin of await load()) {
          const result = await handlerOf(plugin.transform)?.call(this, code, id);
          if (result) return result as Awaited<ReturnType<Handler>> & object;
        }
        return undefined;
      },
    },
    async hotUpdate(options) {
      if (!loading) return;
      for (const plugin of await loading) {
        const result = await handlerOf(plugin.hotUpdate)?.call(this, options);
        if (result) return result as never;
      }
    },
  };
}
