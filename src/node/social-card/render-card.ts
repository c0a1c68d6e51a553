import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import {
  FONT_FILES,
  PHOTO_CARD,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  socialCard,
  type SocialCardInput,
} from './social-card.ts';

const require = createRequire(import.meta.url);

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 600; style: 'normal' }[]> | undefined;

/**
 * The card, 1200×630: satori lays it out as SVG, resvg (native, about half the time of its WebAssembly build, to the
 * same bytes) rasterises it. A PNG comes from resvg's own encoder; a JPEG from the raw pixels, with no PNG between.
 */
export async function renderSocialCard(input: SocialCardInput, format: 'png' | 'jpg'): Promise<Uint8Array> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ weight, file }) => ({
      name: 'Fraunces',
      data: await readFile(require.resolve(file)),
      weight,
      style: 'normal' as const,
    })),
  );
  const svg = await satori(socialCard(input) as Parameters<typeof satori>[0], {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: await fonts,
  });
  // satori writes the text as paths, so resvg needs no fonts: loading the system's took most of its time.
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: SOCIAL_IMAGE_WIDTH },
    font: { loadSystemFonts: false },
  }).render();
  if (format === 'png') return image.asPng();
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .jpeg(PHOTO_CARD)
    .toBuffer();
}
