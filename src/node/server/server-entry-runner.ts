import { createServerModuleRunnerTransport, type ViteDevServer } from 'vite';
import { createDefaultImportMeta, ESModulesEvaluator, ModuleRunner } from 'vite/module-runner';

/**
 * Runs the server render's modules for the dev server, as `server.ssrLoadModule` does, but without the resolve
 * function of `import.meta`, which no module the render runs uses. On Node 20, Vite's own runners provide it by
 * registering a module hook (`module.register`) the first time a module is run: that starts a loader thread and
 * sends every later import through it, which made the first page wait longer.
 * (Its name spelt out in a file of the Vite config makes Vite register that hook while it loads the config.)
 */
export function serverEntryRunner(server: ViteDevServer): (url: string) => Promise<Record<string, unknown>> {
  const runner = new ModuleRunner(
    {
      transport: createServerModuleRunnerTransport({ channel: server.environments.ssr.hot }),
      createImportMeta: createDefaultImportMeta,
      // Stack traces are mapped back to the source by server.ssrFixStacktrace, where an error is caught.
      sourcemapInterceptor: false,
      // A changed module is dropped when the runner next fetches it (the server says it was invalidated).
      hmr: false,
    },
    new ESModulesEvaluator(),
  );
  return (url) => runner.import(url);
}
