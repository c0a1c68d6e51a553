import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { FONT_FILES, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialCard, type SocialCardInput } from './social-card.ts';

const require = createRequire(import.meta.url);

let ready: Promise<{ name: string; data: Buffer; weight: 400 | 600; style: 'normal' }[]> | undefined;

/** Loads the rasteriser's WebAssembly and the fonts once per build. */
function setUp() {
  ready ??= (async () => {
    await initWasm(readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return Promise.all(
      FONT_FILES.map(async ({ weight, file }) => ({ name: 'Fraunces', data: await readFile(require.resolve(file)), weight, style: 'normal' as const })),
    );
  })();
  return ready;
}

/** The card as a 1200×630 PNG: satori lays it out as SVG, resvg (WebAssembly) rasterises it. */
export async function renderSocialPng(input: SocialCardInput): Promise<Uint8Array> {
  const fonts = await setUp();
  const svg = await satori(socialCard(input) as Parameters<typeof satori>[0], { width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, fonts });
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_IMAGE_WIDTH } }).render();
  const png = image.asPng();
  image.free();
  return png;
}
