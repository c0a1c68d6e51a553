import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedSocialImage } from './social-image-cache.ts';

/** What a page's generated social image shows, and where it goes in dist/. */
export interface SocialImageRequest {
  /** Root-relative: /social/research.png, or .jpg for a card that shows a photo. */
  path: string;
  brand: string;
  title: string;
  description?: string;
  /** The file to draw the <Hero>'s picture from: its encoded copy in the cache, or an SVG under public/. */
  heroImage?: string;
}

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * Each page's social image as [file in dist/, bytes]: a PNG, or a JPEG where the path says .jpg. The hero
 * picture is read from its file and embedded as a data: URI; a format the renderer cannot read (a GIF) leaves
 * the picture out.
 */
export async function writeSocialImages(requests: SocialImageRequest[]): Promise<[string, Uint8Array][]> {
  const images: [string, Uint8Array][] = [];
  for (const { path: imagePath, brand, title, description, heroImage } of requests) {
    const type = heroImage ? imageTypes[path.extname(heroImage).toLowerCase()] : undefined;
    const heroDataUri =
      heroImage && type ? `data:${type};base64,${(await readFile(heroImage)).toString('base64')}` : undefined;
    const format = imagePath.endsWith('.jpg') ? 'jpg' : 'png';
    images.push([
      imagePath.replace(/^\//, ''),
      await cachedSocialImage({ brand, title, description, heroDataUri }, format),
    ]);
  }
  return images;
}
