// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { byteBudgets, KB, overBudget } from '../../../../src/node/build/byte-budgets.ts';
import { kindOf, sumByKind, wireBytes, type LoadedResource } from '../../../../tools/bench/first-visit.ts';

describe('first-visit bytes', () => {
  it('sorts responses by content type, falling back to the extension', () => {
    const url = 'http://s.test/assets/a';
    expect(kindOf('text/html; charset=utf-8', url)).toBe('html');
    expect(kindOf('text/css', url)).toBe('css');
    expect(kindOf('text/javascript; charset=utf-8', url)).toBe('js');
    expect(kindOf('font/woff2', url)).toBe('font');
    expect(kindOf('application/octet-stream', `${url}.woff2`)).toBe('font');
    expect(kindOf('image/svg+xml', url)).toBe('image');
    expect(kindOf('application/xml', url)).toBe('other');
  });

  it('counts text gzipped and binary files as they are', () => {
    const text = Buffer.from('hello '.repeat(500));
    expect(wireBytes(text, 'text/css')).toBe(gzipSync(text).length);
    expect(wireBytes(text, 'font/woff2')).toBe(text.length);
  });

  it('sums per kind, and the stylesheets the first paint waited for; the total leaves images out', () => {
    const resources: LoadedResource[] = [
      { url: 'a', kind: 'html', bytes: 1 },
      { url: 'b', kind: 'js', bytes: 10 },
      { url: 'c', kind: 'js', bytes: 20 },
      { url: 'd', kind: 'css', bytes: 100, renderBlocking: true },
      { url: 'g', kind: 'css', bytes: 40, renderBlocking: false },
      { url: 'e', kind: 'font', bytes: 1000 },
      { url: 'f', kind: 'image', bytes: 5000 },
    ];
    expect(sumByKind(resources)).toEqual({
      html: 1,
      css: 140,
      blockingCss: 100,
      js: 30,
      fonts: 1000,
      images: 5000,
      other: 0,
      total: 1171,
    });
  });

  it('names every budget a visit goes over', () => {
    const within = {
      html: 1,
      css: 1,
      blockingCss: byteBudgets.blockingCss,
      js: byteBudgets.js,
      fonts: 1,
      images: byteBudgets.images,
      other: 10_000 * KB,
      total: byteBudgets.js + 3,
    };
    expect(overBudget(within)).toEqual([]);
    expect(
      overBudget({
        ...within,
        blockingCss: byteBudgets.blockingCss + 1,
        js: byteBudgets.js + 1,
        total: byteBudgets.total + 1,
        images: byteBudgets.images + 1,
      }),
    ).toEqual([
      'blockingCss 13.5 KB is over its budget of 13.5 KB',
      'js 20.0 KB is over its budget of 20.0 KB',
      'total 200.0 KB is over its budget of 200.0 KB',
      'images 300.0 KB is over its budget of 300.0 KB',
    ]);
  });
});
