import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { addPhonePictures, writePhotoProject } from '../../../src/node/fixtures/photo-project.ts';
import { startStaticServer, type RunningServer } from '../../../src/node/server/static-server.ts';
import { addNestedPage } from './added-page.ts';
import { PROJECT } from './content.ts';
import { PREVIEW_BASE, type TestSite } from './sites.ts';

const builds = [
  { name: 'root', base: '/' },
  { name: 'prefixed', base: PREVIEW_BASE },
] as const;

/**
 * Builds the site for a base path with `npm run build`'s script. The two builds run at once, so each one's
 * output is printed whole when it ends rather than interleaved.
 */
async function build(dir: string, base: string, project = PROJECT): Promise<void> {
  const env = { ...process.env, OUT_DIR: dir, BASE_PATH: base };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/build.ts'], { cwd: project, env, maxBuffer: 16 * 1024 * 1024 });
    process.stdout.write(stdout + stderr);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    process.stdout.write(stdout + stderr);
    throw new Error(`The e2e build for ${base} failed: see its output above.`);
  }
}

/** Builds (unless E2E_REUSE_BUILD=1 says .e2e/ is fresh) and serves one copy of the site like a static host. */
async function buildAndServe({ name, base }: (typeof builds)[number]): Promise<{ site: TestSite; server: RunningServer }> {
  const dir = path.join(PROJECT, '.e2e', name);
  if (process.env.E2E_REUSE_BUILD !== '1') await build(dir, base);
  const server = await startStaticServer({ root: dir, base });
  return { site: { name, base, url: server.url, dir }, server };
}

/**
 * A copywriter's project as parents' phones fill it, in a copy (src/node/fixtures/photo-project.ts): camera photos
 * as the /lighthouse hero and a slide, a shared photo as /research's frontmatter `image`, a GIF, an original no
 * page uses, each carrying its owner's name and GPS position; the UAE registration open, so its dialog is on
 * a page; and a page added in a folder of its own (new-page.test.ts). Served gzip-compressed, as a CDN would.
 */
async function buildAndServePhotoSite(): Promise<{ site: TestSite; server: RunningServer }> {
  const project = path.join(PROJECT, '.e2e/photo-project');
  const dir = path.join(project, 'dist');
  if (process.env.E2E_REUSE_BUILD !== '1') {
    await writePhotoProject(project, PROJECT);
    await addPhonePictures(project);
    await addNestedPage(project);
    const settings = path.join(project, 'content/site.ts');
    await writeFile(settings, (await readFile(settings, 'utf8')).replace('registrationOpen: false', 'registrationOpen: true'));
    await build(dir, '/', project);
  }
  const server = await startStaticServer({ root: dir, gzip: true });
  return { site: { name: 'photos', base: '/', url: server.url, dir }, server };
}

const fulfilled = <T>(results: PromiseSettledResult<T>[]) =>
  results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));

/**
 * Builds the site twice, at / and under a branch-preview prefix, and a copy filled with phone photos; serves
 * all three. (Each test worker launches its own Chromium, which its test files share: see useBrowser.)
 */
export default async function setup(project: TestProject) {
  const [rootBuild, prefixedBuild] = builds;
  const root = buildAndServe(rootBuild);
  // The builds share node_modules/.cache (picture copies, the heading font's cut, social images). On a fresh clone
  // it starts empty, and a build started beside the root one made each of them again: the prefixed one, which
  // needs the same ones, waits for it. (The photo copy's pictures are its own: it builds beside the root.)
  const prefixed = root.then(() => buildAndServe(prefixedBuild));
  const built = await Promise.allSettled([root, prefixed, buildAndServePhotoSite()]);
  const served = fulfilled(built);
  const closeAll = () => Promise.all(served.map(({ server }) => server.close()));
  const failure = built.find((result) => result.status === 'rejected');
  if (failure) {
    // Nothing that did start may outlive the run.
    await closeAll();
    throw failure.reason;
  }
  project.provide('sites', served.map(({ site }) => site).filter((site) => site.name !== 'photos'));
  project.provide('photoSite', served.find(({ site }) => site.name === 'photos')!.site);
  return closeAll;
}
