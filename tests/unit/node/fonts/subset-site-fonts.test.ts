import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersIn } from '../../../../src/node/fonts/characters-in.ts';
import {
  cutFonts,
  hashedName,
  mergeCharacters,
  planFontCuts,
  type FontPlanOptions,
} from '../../../../src/node/fonts/subset-site-fonts.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const FRAUNCES = path.resolve('node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2');
const CSS =
  ':root{--font-display:Fraunces,serif}@font-face{font-family:Fraunces;font-weight:600;font-display:swap;src:url(/p/assets/fraunces-abcd1234.woff2)format("woff2")}' +
  '.font-display{font-family:var(--font-display)}body{font-family:system-ui}';
const TEMPLATE = '<head><link rel="stylesheet" crossorigin href="/p/assets/index-Ab12Cd34.css"></head>';

/** A built site under /p/ with one stylesheet and the real heading font, and a cache folder of its own. */
async function site(css = CSS) {
  const dir = await temporaryFolder('fonts-');
  await mkdir(path.join(dir, 'out/assets'), { recursive: true });
  await writeFile(path.join(dir, 'out/assets/index-Ab12Cd34.css'), css);
  await copyFile(FRAUNCES, path.join(dir, 'out/assets/fraunces-abcd1234.woff2'));
  return { outDir: path.join(dir, 'out'), cacheDir: path.join(dir, 'cache'), base: '/p/', template: TEMPLATE };
}

const pages = [
  '<h1 class="font-display">Hello</h1><p>Body text is in the system face</p>',
  '<h2 class="font-display">Oh!</h2>',
];

/** What the build does: the plan, each page's characters found on its own (as the workers find them in batches), then the cut. */
async function subsetSiteFonts({
  pages,
  cacheDir,
  ...options
}: FontPlanOptions & { pages: string[]; cacheDir: string }) {
  const plan = await planFontCuts(options);
  const characters = await Promise.all(
    plan.users.map(async (users) => mergeCharacters(pages.map((page) => charactersIn([page], users)))),
  );
  return cutFonts(plan, characters, cacheDir);
}

describe('planFontCuts, then cutFonts', () => {
  it('splits the face in two by unicode-range: the characters the pages show in it from a small file, the rest from the whole font', async () => {
    const options = await site();
    const fonts = await subsetSiteFonts({ ...options, pages });
    const assets = await readdir(path.join(options.outDir, 'assets'));
    const subset = assets.find((file) => file.includes('-subset-'))!;
    const stylesheet = assets.find((file) => file.endsWith('.css'))!;
    expect(subset).toMatch(/^fraunces-subset-[0-9a-f]{8}\.woff2$/);
    expect(fonts.preloads).toEqual([`/p/assets/${subset}`]);
    expect(fonts.written.sort()).toEqual([`assets/${stylesheet}`, `assets/${subset}`].sort());

    const css = await readFile(path.join(options.outDir, 'assets', stylesheet), 'utf8');
    const faces = [...css.matchAll(/@font-face\{[^}]*\}/g)].map(([face]) => face);
    expect(faces).toEqual([
      '@font-face{font-family:Fraunces;font-weight:600;font-display:swap;src:url(/p/assets/fraunces-abcd1234.woff2)format("woff2");unicode-range:U+0-20,U+22-44,U+46-47,U+49-4B,U+4D-4E,U+50-64,U+66-67,U+69-6B,U+6D-6E,U+70-10FFFF}',
      `@font-face{font-family:Fraunces;font-weight:600;font-display:swap;src:url(/p/assets/${subset})format("woff2");unicode-range:U+21,U+45,U+48,U+4C,U+4F,U+65,U+68,U+6C,U+6F}`,
    ]);
    // The rest of the stylesheet as it was.
    expect(css).toContain('.font-display{font-family:var(--font-display)}body{font-family:system-ui}');
    expect((await stat(path.join(options.outDir, 'assets', subset))).size).toBeLessThan(
      (await stat(FRAUNCES)).size / 3,
    );
  });

  it('renames the stylesheet after its new contents and points the template at it', async () => {
    const options = await site();
    const fonts = await subsetSiteFonts({ ...options, pages });
    const stylesheet = (await readdir(path.join(options.outDir, 'assets'))).filter((file) => file.endsWith('.css'));
    expect(stylesheet).toHaveLength(1);
    expect(stylesheet[0]).toBe(
      hashedName('index-Ab12Cd34.css', await readFile(path.join(options.outDir, 'assets', stylesheet[0]!), 'utf8')),
    );
    expect(fonts.template).toBe(`<head><link rel="stylesheet" crossorigin href="/p/assets/${stylesheet[0]}"></head>`);
  });

  it('cuts nothing again for the same font and characters: the copy comes from the cache', async () => {
    const options = await site();
    await subsetSiteFonts({ ...options, pages });
    const [cached] = await readdir(options.cacheDir);
    const before = (await stat(path.join(options.cacheDir, cached!))).mtimeMs;
    await subsetSiteFonts({ ...(await site()), cacheDir: options.cacheDir, pages });
    expect(await readdir(options.cacheDir)).toEqual([cached]);
    expect((await stat(path.join(options.cacheDir, cached!))).mtimeMs).toBe(before);
  });

  it('leaves a family no page shows as it is, unpreloaded, and the stylesheet untouched', async () => {
    const options = await site();
    const fonts = await subsetSiteFonts({ ...options, pages: ['<p>No heading here</p>'] });
    expect(fonts).toEqual({ template: TEMPLATE, preloads: [], written: [] });
    expect(await readFile(path.join(options.outDir, 'assets/index-Ab12Cd34.css'), 'utf8')).toBe(CSS);
  });

  it('stops when a script names the stylesheet it would rename', async () => {
    const options = await site();
    await writeFile(path.join(options.outDir, 'assets/Island-x.js'), 'import("./index-Ab12Cd34.css")');
    await expect(subsetSiteFonts({ ...options, pages })).rejects.toThrow(
      'Island-x.js loads index-Ab12Cd34.css, which the build renames after cutting the heading font: import CSS only from src/client/main.ts.',
    );
  });

  it('stops when a stylesheet lies outside the base path', async () => {
    const options = await site();
    await expect(subsetSiteFonts({ ...options, base: '/q/', pages })).rejects.toThrow(
      'Stylesheet /p/assets/index-Ab12Cd34.css is outside the base path /q/.',
    );
  });
});

describe('hashedName', () => {
  it('replaces Vite’s hash with one of the new contents, with an optional tag before it', () => {
    expect(hashedName('index-Bf1r7WW0.css', 'a')).toBe('index-ca978112.css');
    expect(hashedName('fraunces-latin-600-normal-BF_DtZ-i.woff2', 'a', '-subset')).toBe(
      'fraunces-latin-600-normal-subset-ca978112.woff2',
    );
  });
});
