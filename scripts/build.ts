// npm run build: the client bundle, a server bundle to render with, then one HTML file per page.
// OUT_DIR picks the output folder (default dist/); BASE_PATH builds for a path prefix.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { site } from '../content/site.ts';
import { normaliseBasePath } from '../src/build/base-path.ts';
import { prerender } from '../src/build/prerender.ts';

// Always a production build, even when started from a test runner that sets NODE_ENV=test.
process.env.NODE_ENV = 'production';
const started = performance.now();
const outDir = path.resolve(process.env.OUT_DIR ?? 'dist');
const ssrDir = path.resolve('node_modules/.cache/ssr', path.basename(outDir));
const base = normaliseBasePath(process.env.BASE_PATH);

try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const files = await prerender({ outDir, serverEntry: path.join(ssrDir, 'entry-server.js'), siteUrl: site.siteUrl, base });
  await rm(ssrDir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${files.length} files into ${path.relative(process.cwd(), outDir)}/ for ${base} in ${seconds}s`);
} catch (error) {
  // Content errors already read "file:line:column  what to do"; print them without a stack trace.
  console.error(error instanceof Error && error.name === 'ContentError' ? error.message : error);
  process.exit(1);
}
