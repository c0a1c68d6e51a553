// npm run build: the content check, then the client bundle, a server bundle to render with, then one HTML file per page.
// OUT_DIR picks the output folder (default dist/); BASE_PATH builds for a path prefix.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { normaliseBasePath } from '../src/node/base-path.ts';
import { checkContent } from '../src/node/content-check/index.ts';
import { formatReport, hasErrors } from '../src/node/content-check/report.ts';

// Always a production build: a NODE_ENV inherited from the caller (vitest sets 'test') would otherwise
// make Vite bundle React's development build, three times the size.
process.env.NODE_ENV = 'production';

const started = performance.now();
const outDir = path.resolve(process.env.OUT_DIR ?? 'dist');
// The server bundle lives under node_modules so it resolves React from there; one folder per output folder,
// so builds into different folders (the tests', the visual review's) can run at the same time.
const ssrDir = path.resolve('node_modules/.cache/ssr', `${path.basename(outDir)}-${createHash('sha256').update(outDir).digest('hex').slice(0, 8)}`);
const base = normaliseBasePath(process.env.BASE_PATH);

// The content check first: a copywriter's mistake stops the build with every problem listed at once,
// in the same lines `npm run check` prints, before Vite stops at the first one.
const problems = await checkContent();
if (problems.length > 0) console.log(formatReport(problems));
if (hasErrors(problems)) {
  console.error('\nBuild stopped: fix the content errors above (npm run check lists them again).');
  process.exit(1);
}

// Only now is content/site.ts known to be readable: importing it earlier would turn a typo there into a
// stack trace from the TypeScript loader instead of the check's line. The pre-renderer imports it too.
const { site } = await import('../content/site.ts');
const { prerender } = await import('../src/node/build/prerender.ts');

try {
  // public/ is not copied whole: the pre-renderer copies it without the pictures (a phone's photo carries its
  // GPS position and owner), which reach the site only as their encoded copies or written again without metadata.
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, copyPublicDir: false } });
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/node/render/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const files = await prerender({ outDir, publicDir: path.resolve('public'), serverEntry: path.join(ssrDir, 'entry-server.js'), siteUrl: site.siteUrl, base });
  await rm(ssrDir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${files.length} files into ${path.relative(process.cwd(), outDir)}/ for ${base} in ${seconds}s`);
} catch (error) {
  // Content errors already read "file:line:column  what to do"; print them without a stack trace.
  console.error(error instanceof Error && error.name === 'ContentError' ? error.message : error);
  process.exit(1);
}
