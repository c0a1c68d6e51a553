import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import { stylesheetHrefs } from '../build/font-preload.ts';
import { charactersIn } from './characters-in.ts';
import { selectorsRenderingIn, splittableFontFaces } from './font-faces.ts';
import { subsetWoff2 } from './subset-woff2.ts';
import { codePointsOf, unicodeRange, unicodeRangeExcept } from './unicode-range.ts';

export const FONT_SUBSET_CACHE = path.resolve('node_modules/.cache/font-subsets');

export interface SubsetSiteFontsOptions {
  outDir: string;
  base: string;
  /** The built page template: its stylesheet links are followed, and renamed when rewritten. */
  template: string;
  /** Every page's rendered HTML. */
  pages: string[];
  cacheDir?: string;
}

export interface SiteFonts {
  template: string;
  /** The font files every page should preload: the cut-down faces, under the base path. */
  preloads: string[];
  /** The files written into outDir (relative to it): the cut-down fonts and the renamed stylesheets. */
  written: string[];
}

/**
 * Cuts each web font down to the characters the site shows in it. A face becomes two with the same name,
 * told apart by `unicode-range`: a small file with exactly the characters the pages show in that family
 * (found by the stylesheet's own selectors), which every page preloads, and the whole font for every other
 * character, which a browser fetches only if some text needs it (a dialog's title, a heading added in the
 * browser), so nothing ever shows in the wrong face. The stylesheet gets a new content-hashed name.
 */
export async function subsetSiteFonts({ outDir, base, template, pages, cacheDir = FONT_SUBSET_CACHE }: SubsetSiteFontsOptions): Promise<SiteFonts> {
  let html = template;
  const preloads: string[] = [];
  const written: string[] = [];
  const write = async (file: string, contents: string | Uint8Array) => {
    await writeFile(file, contents);
    written.push(path.relative(outDir, file).split(path.sep).join('/'));
  };
  for (const href of stylesheetHrefs(template)) {
    if (!href.startsWith(base)) throw new Error(`Stylesheet ${href} is outside the base path ${base}.`);
    const cssFile = path.join(outDir, href.slice(base.length));
    const root = postcss.parse(await readFile(cssFile, 'utf8'), { from: cssFile });
    let split = 0;
    for (const face of splittableFontFaces(root)) {
      const characters = await charactersIn(pages, selectorsRenderingIn(root, face.family));
      // A family no page shows: left as it is, and not preloaded.
      if (!characters) continue;
      const fontPath = new URL(face.woff2, new URL(href, 'http://site.local')).pathname;
      const fontFile = path.join(outDir, fontPath.slice(base.length));
      const subset = await subsetWoff2(await readFile(fontFile), characters, cacheDir);
      const subsetName = hashedName(path.basename(fontFile), subset, '-subset');
      await write(path.join(path.dirname(fontFile), subsetName), subset);

      const points = codePointsOf(characters);
      const small = face.rule.clone();
      small.walkDecls('src', (decl) => {
        decl.value = decl.value.replace(face.woff2, face.woff2.replace(/[^/]+$/, subsetName));
      });
      small.append({ prop: 'unicode-range', value: unicodeRange(points) });
      face.rule.append({ prop: 'unicode-range', value: unicodeRangeExcept(points) });
      face.rule.after(small);
      preloads.push(path.posix.join(path.posix.dirname(fontPath), subsetName));
      split++;
    }
    if (split === 0) continue;
    await refuseScriptsNaming(path.dirname(cssFile), path.basename(cssFile));
    const css = root.toString();
    const renamed = hashedName(path.basename(cssFile), css);
    await write(path.join(path.dirname(cssFile), renamed), css);
    await rm(cssFile);
    html = html.replaceAll(href, href.replace(/[^/]+$/, renamed));
  }
  return { template: html, preloads, written };
}

/** Only the pages link the stylesheet; a script naming it (an island importing CSS) would lose it when renamed. */
async function refuseScriptsNaming(dir: string, stylesheet: string): Promise<void> {
  for (const file of await readdir(dir)) {
    if (file.endsWith('.js') && (await readFile(path.join(dir, file), 'utf8')).includes(stylesheet)) {
      throw new Error(`${file} loads ${stylesheet}, which the build renames after cutting the heading font: import CSS only from src/client/main.ts.`);
    }
  }
}

/**
 * `name-<hash>.ext` for new contents: Vite's `-<hash>` is replaced (so the name changes with the contents,
 * as immutable caching needs), `tag` added before it.
 */
export function hashedName(file: string, contents: string | Uint8Array, tag = ''): string {
  const ext = path.extname(file);
  const stem = path.basename(file, ext).replace(/-[\w-]{8}$/, '');
  return `${stem}${tag}-${createHash('sha256').update(contents).digest('hex').slice(0, 8)}${ext}`;
}
