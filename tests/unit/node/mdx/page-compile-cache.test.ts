// @vitest-environment node
// The dev server's compiled pages kept between starts: a page compiled once is not compiled again by the next
// server, unless its text or anything the compile is built from has changed since.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCompileCache } from '../../../../src/node/mdx/page-compile-cache.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const PAGE = '/project/content/research.mdx';
const compiled = {
  code: 'export default function Page() {}',
  map: { version: 3, sources: ['research.mdx'], names: [], mappings: 'AAAA' },
};

describe('PageCompileCache', () => {
  it('gives the next server the compile of the same text by the same pipeline', async () => {
    const folder = await temporaryFolder('page-compile-cache-');
    const plugin = path.join(folder, 'remark-plugin.ts');
    await writeFile(plugin, 'export const version = 1;');
    await new PageCompileCache(path.join(folder, 'cache'), [plugin]).set(PAGE, '# Hello', compiled);
    expect(await new PageCompileCache(path.join(folder, 'cache'), [plugin]).get(PAGE, '# Hello')).toEqual(compiled);
  });

  it('keeps the page’s earlier texts too: a page put back as it was is not compiled again', async () => {
    const folder = await temporaryFolder('page-compile-cache-');
    const cache = new PageCompileCache(path.join(folder, 'cache'), []);
    await cache.set(PAGE, '# Hello', compiled);
    for (let edit = 1; edit <= 3; edit++) await cache.set(PAGE, `# Hello, edit ${edit}`, { code: `edit ${edit}` });
    expect(await new PageCompileCache(path.join(folder, 'cache'), []).get(PAGE, '# Hello')).toEqual(compiled);
  });

  it('passes a compile by once the page’s text, or a file the pipeline is built from, has changed', async () => {
    const folder = await temporaryFolder('page-compile-cache-');
    const plugin = path.join(folder, 'remark-plugin.ts');
    await writeFile(plugin, 'export const version = 1;');
    await new PageCompileCache(path.join(folder, 'cache'), [plugin]).set(PAGE, '# Hello', compiled);
    expect(
      await new PageCompileCache(path.join(folder, 'cache'), [plugin]).get(PAGE, '# Hello, edited'),
    ).toBeUndefined();
    expect(
      await new PageCompileCache(path.join(folder, 'cache'), [plugin]).get('/project/content/keynote.mdx', '# Hello'),
    ).toBeUndefined();
    await writeFile(plugin, 'export const version = 2;');
    expect(await new PageCompileCache(path.join(folder, 'cache'), [plugin]).get(PAGE, '# Hello')).toBeUndefined();
  });
});
