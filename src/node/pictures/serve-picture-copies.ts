import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Connect } from 'vite';
import { PICTURE_CACHE, PICTURES_PATH } from './picture-store.ts';

const types: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * The dev server's /_pictures/: the encoded copies of photos, straight from the cache the render encoded them
 * into, so `npm start` shows the same pictures the build writes.
 */
export function servePictureCopies(base: string, cacheDir = PICTURE_CACHE): Connect.NextHandleFunction {
  const prefix = `${base.replace(/\/$/, '')}${PICTURES_PATH}`;
  return (request, response, next) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(prefix)) return next();
    const name = path.basename(pathname);
    const file = path.join(cacheDir, name);
    const type = types[path.extname(name)];
    if (!type || name !== pathname.slice(prefix.length) || !existsSync(file)) return next();
    response.setHeader('Content-Type', type);
    // Named by their content: a changed photo gets new names, so a copy never changes.
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    createReadStream(file).pipe(response);
  };
}
