// @vitest-environment node
import path from 'node:path';
import type { ConfigEnv, Plugin, ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentPlugin } from '../../../../src/node/mdx/vite-plugin-content.ts';

const root = process.cwd();
const page = '---\ntitle: A page\ndescription: About it\n---\n\n## Hello\n';

/** One of the plugin's hooks, each of which it defines as a plain function. */
/** A hook as Vite calls it: the function itself, or the handler of one given with a filter. */
const hook = (plugin: Plugin, name: 'config' | 'configResolved' | 'transform') => {
  const value = plugin[name] as ((...args: unknown[]) => unknown) | { handler: (...args: unknown[]) => unknown };
  return typeof value === 'function' ? value : value.handler;
};

/** The plugin as Vite runs it for `command` in `mode`, transforming content/<name>. */
async function transform(source: string, { name = 'page.mdx', mode = 'production', command = 'build' } = {}) {
  const plugin = contentPlugin();
  hook(plugin, 'config')({}, { mode, command } as ConfigEnv);
  hook(plugin, 'configResolved')({ root, command, mode, plugins: [] } as unknown as ResolvedConfig);
  return (await hook(plugin, 'transform')(source, path.join(root, 'content', name))) as Rolldown.SourceDescription;
}

describe('the content plugin (@mdx-js/rollup)', () => {
  it('compiles a page to JavaScript, with a source map back to the MDX for the dev server', async () => {
    const { code, map } = await transform(page, { mode: 'production', command: 'serve' });
    expect(code).toContain('export const frontmatter');
    expect(code).toContain('_jsx(');
    expect(map).toMatchObject({ sources: [expect.stringMatching(/content\/page\.mdx$/)] });
  });

  it('makes no source map in the build, whose server bundle has none', async () => {
    const { code, map } = await transform(page, { mode: 'production', command: 'build' });
    expect(code).toContain('_jsx(');
    expect(map).toBeUndefined();
  });

  it('adds JSX development info in development mode', async () => {
    const { code } = await transform(page, { mode: 'development', command: 'serve' });
    expect(code).toContain('_jsxDEV(');
  });

  it("reports MDX's syntax errors as the content check's file:line message", async () => {
    await expect(transform(`${page}\nAges <5 go free.\n`, { name: 'ages.mdx' })).rejects.toThrow(
      'content/ages.mdx:8:6  A < starts a tag here. To show a < as text, write \\< instead.',
    );
  });
});
