import { copyFile, mkdir, open, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deployablePicture, PICTURE_FILE } from '../pictures/deployable-picture.ts';
import { PICTURE_CACHE } from '../pictures/picture-store.ts';
import { sniffFormat } from '../pictures/sniff-format.ts';

/** Formats whose files carry a camera's metadata, whatever their name says. */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'avif', 'heic']);

/**
 * public/ is not copied into the site whole (Vite's copy is off: scripts/build.ts). Everything in it is, but
 * pictures: a photo from a phone carries its GPS position and its owner's name, and the build deploys a picture
 * a page shows only as its encoded copies (dist/_pictures/). So this copies every other file (icons, SVG
 * drawings, documents) as it is, and returns the pictures it held back, by their address under the site
 * ('/images/x.jpg'), for `deployLinkedPictures` once the pages are rendered.
 */
export async function copyPublicFiles(
  publicDir: string,
  outDir: string,
): Promise<{ copied: string[]; pictures: string[] }> {
  const copied: string[] = [];
  const pictures: string[] = [];
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    if (PICTURE_FILE.test(entry.name) || PICTURE_FORMATS.has(sniffFormat(await firstBytes(file)))) {
      pictures.push(`/${relative}`);
      continue;
    }
    await mkdir(path.dirname(path.join(outDir, relative)), { recursive: true });
    await copyFile(file, path.join(outDir, relative));
    copied.push(relative);
  }
  return { copied, pictures };
}

/** The start of a file, enough to tell what it is. */
async function firstBytes(file: string): Promise<Uint8Array> {
  const handle = await open(file);
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The pictures of the site a page or a stylesheet names as files (in an attribute, a srcset, its JSON-LD or a
 * CSS `url()`), as paths under the site without the base path: '/images/x.png'. Absolute addresses count when
 * they are on the site's origin.
 */
export function picturesNamedIn(text: string, { siteUrl, base }: { siteUrl: string; base: string }): string[] {
  const site = new URL(base, siteUrl);
  const found = new Set<string>();
  const values = [...text.matchAll(/"([^"<>]*)"|url\(\s*'?([^'")\s]+)/g)].map(([, quoted, url]) => quoted ?? url!);
  for (const value of values) {
    // A srcset (or a list in an attribute) holds several addresses, each maybe followed by a width.
    for (const candidate of value.replace(/&amp;/g, '&').split(/[\s,]+/)) {
      if (!PICTURE_FILE.test(candidate.split(/[?#]/)[0]!)) continue;
      if (!candidate.startsWith('/') && !/^https?:\/\//.test(candidate)) continue;
      let url: URL;
      try {
        url = new URL(candidate, site);
      } catch {
        continue;
      }
      if (url.origin !== site.origin || !url.pathname.startsWith(site.pathname)) continue;
      try {
        found.add(`/${decodeURIComponent(url.pathname.slice(site.pathname.length))}`);
      } catch {
        // Not a path a file could have.
      }
    }
  }
  return [...found];
}

/** The pictures the built stylesheets name (a background, say). */
export async function picturesNamedInStylesheets(
  outDir: string,
  site: { siteUrl: string; base: string },
): Promise<string[]> {
  const assets = path.join(outDir, 'assets');
  const stylesheets = (await readdir(assets).catch(() => [])).filter((file) => file.endsWith('.css'));
  const named = await Promise.all(
    stylesheets.map(async (file) => picturesNamedIn(await readFile(path.join(assets, file), 'utf8'), site)),
  );
  return named.flat();
}

/**
 * The held-back pictures a page names as files (a frontmatter `image` the build does not encode, a GIF, a
 * picture a page links to), written into the site as `deployablePicture` makes them: without the original's
 * metadata. Any other is not deployed at all: a picture a page shows reaches visitors as its copies, and a
 * camera original no page uses stays out of the site.
 */
export async function deployLinkedPictures({
  publicDir,
  outDir,
  pictures,
  linked,
  cacheDir = PICTURE_CACHE,
}: {
  publicDir: string;
  outDir: string;
  pictures: string[];
  linked: Set<string>;
  cacheDir?: string;
}): Promise<string[]> {
  const deployed = pictures.filter((picture) => linked.has(picture));
  for (const picture of deployed) {
    const target = path.join(outDir, picture);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await deployablePicture(await readFile(path.join(publicDir, picture)), picture, cacheDir));
  }
  return deployed.map((picture) => picture.slice(1));
}
