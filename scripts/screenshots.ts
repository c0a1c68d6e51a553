// npm run screenshots: a full-page PNG of every page, and of the not-found page, at phone (390 px) and
// laptop (1280 px) width, into screenshots/ for reviewing a pull request. Reuses dist/ when it is a
// fresh build of the current sources (pass --build to build anyway). OUT_DIR and BASE_PATH as for the build.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { normaliseBasePath } from '../src/node/base-path.ts';
import { isBuildFresh } from '../src/node/build-freshness.ts';
import { startStaticServer } from '../src/node/static-server.ts';
import { NOT_FOUND_PATH, routePathForFile } from '../src/lib/route-path.ts';
import { chromeFlags, findChrome } from './find-chrome.mjs';

const outDir = path.resolve(process.env.OUT_DIR ?? 'dist');
const base = normaliseBasePath(process.env.BASE_PATH);
const shotsDir = path.resolve('screenshots');
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

if (process.argv.includes('--build') || !isBuildFresh(outDir, base)) {
  console.log(`Building into ${path.relative(process.cwd(), outDir)}/ for ${base} …`);
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: outDir } });
} else {
  console.log(`Reusing the fresh build in ${path.relative(process.cwd(), outDir)}/`);
}

// Every page by its file name, as the router sees them, and one address no page has.
const files = (await readdir('content', { recursive: true })).filter((name) => name.endsWith('.mdx'));
const routes = files.map((name) => routePathForFile(`content/${name.split(path.sep).join('/')}`)).filter((route) => route !== NOT_FOUND_PATH);
const targets = [
  ...routes.sort().map((route) => ({ route, name: route === '/' ? 'home' : route.slice(1).replaceAll('/', '--') })),
  { route: '/this-page-does-not-exist', name: 'not-found' },
];

const executablePath = findChrome();
if (!executablePath) throw new Error('No Chromium found: install the chromium package or set CHROME_PATH.');

await rm(shotsDir, { recursive: true, force: true });
await mkdir(shotsDir, { recursive: true });
const server = await startStaticServer({ root: outDir, base });
const browser = await chromium.launch({ executablePath, args: chromeFlags });
try {
  for (const viewport of widths) {
    // Reduced motion: fade-ins are finished in the picture rather than caught halfway.
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    // Only the site itself: embeds from other hosts would make the pictures depend on the network.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    for (const { route, name } of targets) {
      await page.goto(new URL(route.slice(1), server.url).href, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 10_000 }).catch(() => {});
      // Scroll through once so lazy images load, then back to the top for the fixed header.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 50));
        }
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      await page.waitForLoadState('networkidle');
      const file = path.join(shotsDir, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`  ${path.relative(process.cwd(), file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${targets.length * widths.length} screenshots in screenshots/`);
