import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { site } from '../../../content/site.ts';

/** The web app manifest, at the top of the base path. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The home-screen icons Android and desktop browsers ask a manifest for, drawn from the site's icon. */
export const ICON_SIZES = [192, 512] as const;

/** The `<link>` every page's head gets. */
export const manifestLinkTag = (base: string) => `<link rel="manifest" href="${base}${MANIFEST_FILE}" />`;

/** A colour of the palette in src/styles/global.css (`--color-cream-100`), so the manifest follows the stylesheet. */
export async function paletteColour(name: string, stylesheet = path.resolve('src/styles/global.css')): Promise<string> {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(await readFile(stylesheet, 'utf8'));
  if (!match)
    throw new Error(`src/styles/global.css has no --color-${name}: the web app manifest takes its colours from there.`);
  return match[1]!;
}

/** The manifest's JSON: the site keeps to its base path, opens at its home page and looks like its pages' cream header. */
export function webAppManifest({ base, cream }: { base: string; cream: string }) {
  return {
    name: site.brand,
    short_name: site.brand,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: cream,
    background_color: cream,
    icons: ICON_SIZES.map((size) => ({
      src: `${base}icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
}

/** Writes the manifest and its PNG icons, drawn from public/favicon.svg (already in outDir) by sharp. */
export async function writeWebAppManifest({ outDir, base }: { outDir: string; base: string }): Promise<string[]> {
  const svg = await readFile(path.join(outDir, 'favicon.svg'));
  await mkdir(path.join(outDir, 'icons'), { recursive: true });
  const written: string[] = [];
  for (const size of ICON_SIZES) {
    const file = `icons/icon-${size}.png`;
    // The icon's viewBox is 32 wide: drawn at the density that makes it `size` pixels, so it is sharp, not scaled up.
    await sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toFile(path.join(outDir, file));
    written.push(file);
  }
  const manifest = webAppManifest({ base, cream: await paletteColour('cream-100') });
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return [...written, MANIFEST_FILE];
}
