import { build } from 'vite';

export interface ViteBuildsOptions {
  /** The site's folder: the client bundle, public/ and the page template go here. */
  outDir: string;
  /** Where the server bundle goes. */
  ssrDir: string;
}

/**
 * Vite's two builds: the client bundle (the entry script, the islands, the stylesheet) and the server bundle the
 * pre-renderer renders with. scripts/build.ts runs them in a worker thread of their own, so what the bundler holds
 * while it runs is gone before the pre-renderer's workers start. A content error (already `file:line:column  what to
 * do`) comes back as its message: an error's own name does not survive the way back from a worker.
 */
export async function viteBuilds({ outDir, ssrDir }: ViteBuildsOptions): Promise<{ contentError?: string }> {
  try {
    // public/ is not copied whole: the pre-renderer copies it without the pictures (a phone's photo carries its
    // GPS position and owner), which reach the site only as their encoded copies or written again without metadata.
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, copyPublicDir: false } });
    await build({
      logLevel: 'warn',
      build: { ssr: 'src/node/render/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
    });
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ContentError') return { contentError: error.message };
    throw error;
  }
}
