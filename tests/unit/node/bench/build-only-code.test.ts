// @vitest-environment node
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildOnlyMarkers, buildOnlyPackagesIn } from '../../../../src/node/bench/build-only-code.ts';

/** Bundles and minifies everything a package exports, as a leak into the client bundle would. */
async function bundled(pkg: string): Promise<string> {
  const result = (await build({
    logLevel: 'silent',
    configFile: false,
    build: { write: false, minify: true, target: 'es2022', rollupOptions: { input: 'virtual:entry' } },
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'virtual:entry' ? '\0entry' : null),
        load: (id) => (id === '\0entry' ? `import * as all from '${pkg}'; console.log(all);` : null),
      },
    ],
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap(({ output }) => output.map((file) => ('code' in file ? file.code : ''))).join('\n');
}

describe('build-only code markers', () => {
  it.each(buildOnlyMarkers)('$pkg, bundled and minified, still contains its marker', async ({ pkg }) => {
    expect(buildOnlyPackagesIn(await bundled(pkg))).toContain(pkg);
  }, 30_000);

  it('finds nothing in code that uses none of them', () => {
    expect(buildOnlyPackagesIn('import{jsx as e}from"react";console.log(e`div`)')).toEqual([]);
  });
});
