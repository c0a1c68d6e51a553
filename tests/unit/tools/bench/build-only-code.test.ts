// @vitest-environment node
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildOnlyMarkers, buildOnlyPackagesIn } from '../../../../tools/bench/build-only-code.ts';

/** Bundles and minifies `entry`, as a leak into the client bundle would be. */
async function bundled(entry: string): Promise<string> {
  const result = (await build({
    logLevel: 'silent',
    configFile: false,
    build: { write: false, minify: true, target: 'es2022', rollupOptions: { input: 'virtual:entry' } },
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'virtual:entry' ? '\0entry' : null),
        load: (id) => (id === '\0entry' ? entry : null),
      },
    ],
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap(({ output }) => output.map((file) => ('code' in file ? file.code : ''))).join('\n');
}

describe('build-only code markers', () => {
  it.each(buildOnlyMarkers)(
    '$pkg, bundled and minified, still contains its marker',
    async ({ pkg }) => {
      expect(buildOnlyPackagesIn(await bundled(`import * as all from '${pkg}'; console.log(all);`))).toContain(pkg);
    },
    30_000,
  );

  it('finds React Router when only what a site link uses leaks (tree-shaken down to useHref)', async () => {
    expect(
      buildOnlyPackagesIn(await bundled(`import { useHref } from 'react-router-dom'; console.log(useHref);`)),
    ).toEqual(['react-router-dom']);
  }, 30_000);

  it('finds nothing in code that uses none of them', () => {
    expect(buildOnlyPackagesIn('import{jsx as e}from"react";console.log(e`div`)')).toEqual([]);
  });
});
