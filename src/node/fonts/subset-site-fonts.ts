import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss, { type Root } from 'postcss';
import { stylesheetHrefs } from '../head/font-preload.ts';
import { selectorsRenderingIn, splittableFontFaces, type FamilyUser, type FontFace } from './font-faces.ts';
import { subsetWoff2 } from './subset-woff2.ts';
import { codePointsOf, unicodeRange, unicodeRangeExcept } from './unicode-range.ts';

export const FONT_SUBSET_CACHE = path.resolve('node_modules/.cache/font-subsets');

export interface FontPlanOptions {
  outDir: string;
  base: string;
  /** The built page template: its stylesheet links are followed, and renamed when rewritten. */
  template: string;
}

/** One face a stylesheet declares, and the rules that draw in its family. */
interface PlannedFace {
  face: FontFace;
  users: FamilyUser[];
}

/**
 * The web fonts the site's stylesheets declare, read before the pages render: each face's `users` (the
 * selectors drawing in it) are what the pre-renderer looks for in every page, and `cutFonts` cuts each face
 * down to the characters found.
 */
export interface FontPlan extends FontPlanOptions {
  stylesheets: { href: string; cssFile: string; root: Root; faces: PlannedFace[] }[];
  /** Every face's users, in the order `cutFonts` takes their characters. */
  users: FamilyUser[][];
}

export interface SiteFonts {
  template: string;
  /** The font files every page should preload: the cut-down faces, under the base path. */
  preloads: string[];
  /** The files written into outDir (relative to it): the cut-down fonts and the renamed stylesheets. */
  written: string[];
}

export async function planFontCuts({ outDir, base, template }: FontPlanOptions): Promise<FontPlan> {
  const stylesheets: FontPlan['stylesheets'] = [];
  for (const href of stylesheetHrefs(template)) {
    if (!href.startsWith(base)) throw new Error(`Stylesheet ${href} is outside the base path ${base}.`);
    const cssFile = path.join(outDir, href.slice(base.length));
    const root = postcss.parse(await readFile(cssFile, 'utf8'), { from: cssFile });
    const faces = splittableFontFaces(root).map((face) => ({ face, users: selectorsRenderingIn(root, face.family) }));
    stylesheets.push({ href, cssFile, root, faces });
  }
  return {
    outDir,
    base,
    template,
    stylesheets,
    users: stylesheets.flatMap(({ faces }) => faces.map(({ users }) => users)),
  };
}

/**
 * Cuts each web font down to the characters the site shows in it (`characters[i]` for the plan's i-th face, from
 * `charactersIn`). A face becomes two with the same name, told apart by `unicode-range`: a small file with
 * exactly the characters the pages show in that family, which every page preloads, and the whole font for
 * every other character, which a browser fetches only if some text needs it (a dialog's title, a heading
 * added in the browser), so nothing ever shows in the wrong face. The stylesheet gets a new content-hashed name.
 */
export async function cutFonts(plan: FontPlan, characters: string[], cacheDir = FONT_SUBSET_CACHE): Promise<SiteFonts> {
  const { outDir } = plan;
  let html = plan.template;
  const preloads: string[] = [];
  const written: string[] = [];
  const write = async (file: string, contents: string | Uint8Array) => {
    await writeFile(file, contents);
    written.push(path.relative(outDir, file).split(path.sep).join('/'));
  };
  let faceIndex = 0;
  for (const { href, cssFile, root, faces } of plan.stylesheets) {
    let split = 0;
    for (const { face } of faces) {
      const shown = characters[faceIndex++];
      // A family no page shows: left as it is, and not preloaded.
      if (!shown) continue;
      const fontPath = new URL(face.woff2, new URL(href, 'http://site.local')).pathname;
      const fontFile = path.join(outDir, fontPath.slice(plan.base.length));
      const subset = await subsetWoff2(await readFile(fontFile), shown, cacheDir);
      const subsetName = hashedName(path.basename(fontFile), subset, '-subset');
      await write(path.join(path.dirname(fontFile), subsetName), subset);

      const points = codePointsOf(shown);
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

/** Every character in any of the strings, once each, in code-point order: the characters of several batches of pages. */
export function mergeCharacters(sets: string[]): string {
  return [...new Set(sets.flatMap((set) => [...set]))].sort().join('');
}

/** Only the pages link the stylesheet; a script naming it (an island importing CSS) would lose it when renamed. */
async function refuseScriptsNaming(dir: string, stylesheet: string): Promise<void> {
  for (const file of await readdir(dir)) {
    if (file.endsWith('.js') && (await readFile(path.join(dir, file), 'utf8')).includes(stylesheet)) {
      throw new Error(
        `${file} loads ${stylesheet}, which the build renames after cutting the heading font: import CSS only from src/client/main.ts.`,
      );
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
