// @vitest-environment node
// A slip in content/site.ts under `npm start`: Vite's overlay shows the check's line, not a stack trace
// from compiling the file, and the fixed file is served again.
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PLUGIN, type ContentPluginApi } from '../../../../src/node/mdx/vite-plugin-content.ts';

const project = path.resolve('.');
let copy: string;
let server: ViteDevServer;
let settings: string;

beforeAll(async () => {
  // Inside the project, so the copy resolves the project's node_modules; only content/ is copied.
  copy = await mkdtemp(path.join(project, 'node_modules/.dev-settings-'));
  await cp(path.join(project, 'content'), path.join(copy, 'content'), { recursive: true });
  await symlink(path.join(project, 'src'), path.join(copy, 'src'));
  await symlink(path.join(project, 'public'), path.join(copy, 'public'));
  settings = await readFile(path.join(copy, 'content/site.ts'), 'utf8');
  server = await createServer({
    configFile: path.join(project, 'vite.config.ts'),
    root: copy,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, fs: { allow: [project] } },
  });
  // The server has sent its first page, as when a copywriter edits the settings: each compile is checked before it
  // runs (before that, tests/e2e/dev-server-first-page.test.ts).
  await (
    server.config.plugins.find((plugin) => plugin.name === CONTENT_PLUGIN)!.api as ContentPluginApi
  ).afterFirstPage(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (copy) await rm(copy, { recursive: true, force: true });
});

const serve = async (text: string) => {
  await writeFile(path.join(copy, 'content/site.ts'), text);
  for (const module of server.moduleGraph.getModulesByFile(path.join(copy, 'content/site.ts')) ?? []) {
    server.moduleGraph.invalidateModule(module);
  }
  return server.transformRequest('/content/site.ts');
};

describe('the settings file in the dev server', () => {
  it("shows a syntax slip as the check's line, with nothing under it", async () => {
    const error = await serve(settings.replace("brand: 'Family Glue',", "brand: 'Family Glue,")).then(
      () => undefined,
      (thrown: Error) => thrown,
    );
    expect(error?.message).toMatch(
      /^content\/site\.ts:\d+:\d+ {2}This value is missing its closing quote\. Add the quote at the end of the value\.$/,
    );
    expect(error?.stack).toBe(error?.message);
  });

  it('shows a wrong shape the same way', async () => {
    await expect(serve(settings.replace('registrationOpen: false', "registrationOpen: 'false'"))).rejects.toThrow(
      /^content\/site\.ts:\d+:\d+ {2}Setting uaeWorkshop\.registrationOpen must be true or false, without quotes\.$/,
    );
  });

  it('serves the file again once it is fixed', async () => {
    const result = await serve(settings);
    expect(result?.code).toContain('Family Glue');
  });
});
