import path from 'node:path';
import type { Plugin } from 'vite';
import { servePictureCopies } from './serve-picture-copies.ts';

declare global {
  interface ImportMetaEnv {
    /** The project's public/ folder, where the server render reads the pictures pages show. */
    readonly PICTURES_PUBLIC_DIR: string;
  }
}

/**
 * Pictures in the build and the dev server: tells the server render where public/ is (the project Vite runs
 * for, which need not be the current folder), and in the dev server serves the encoded copies at /_pictures/.
 */
export function picturesPlugin(): Plugin {
  return {
    name: 'family-site:pictures',
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      const publicDir =
        config.publicDir === false ? path.join(root, 'public') : path.resolve(root, config.publicDir ?? 'public');
      return { define: { 'import.meta.env.PICTURES_PUBLIC_DIR': JSON.stringify(publicDir) } };
    },
    configureServer(server) {
      server.middlewares.use(servePictureCopies(server.config.base));
    },
  };
}
