import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedSocialPng } from './social-image-cache.ts';

/** What a page's generated social image shows, and where it goes in dist/. */
export interface SocialImageRequest {
  /** Root-relative: /social/research.png. */
  path: string;
  brand: string;
  title: string;
  description?: string;
  /** The <Hero>'s picture, root-relative as under public/. */
  heroImage?: string;
}

const imageTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/**
 * Each page's social image as [file in dist/, PNG bytes]. The hero picture is read from the build's copy of
 * public/ and embedded as a data: URI; a format the renderer cannot read (WebP, AVIF) leaves the picture out.
 */
export async function writeSocialImages(requests: SocialImageRequest[], outDir: string): Promise<[string, Uint8Array][]> {
  const images: [string, Uint8Array][] = [];
  for (const { path: imagePath, brand, title, description, heroImage } of requests) {
    const type = heroImage ? imageTypes[path.extname(heroImage).toLowerCase()] : undefined;
    const heroDataUri = heroImage && type ? `data:${type};base64,${(await readFile(path.join(outDir, heroImage))).toString('base64')}` : undefined;
    images.push([imagePath.replace(/^\//, ''), await cachedSocialPng({ brand, title, description, heroDataUri })]);
  }
  return images;
}
