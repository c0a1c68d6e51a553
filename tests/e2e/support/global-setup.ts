import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { addPhonePictures, writePhotoProject } from '../../../tools/fixtures/photo-project.ts';
import { withoutPreviewVariables } from '../../../src/node/build/preview-branch.ts';
import { startStaticServer, type RunningServer } from '../../../src/node/server/static-server.ts';
import { addNestedPage } from './added-page.ts';
import { addCardsWithPictures } from './cards-with-pictures.ts';
import { PROJECT } from './content.ts';
import { addMenuLink } from './extra-menu-link.ts';
import { addLongWordsPage } from './long-words.ts';
import { addRedirect } from './moved-page.ts';
import { addSlideOfAnotherShape } from './slide-of-another-shape.ts';
import { PREVIEW_BASE, PREVIEW_BRANCH, type TestSite } from './sites.ts';

/**
 * The root build is production's; the prefixed one a branch preview, as a build under a path is: of PREVIEW_BRANCH,
 * whatever branch the tests run on (edit-link.test.ts).
 */
const builds = [
  { name: 'root', base: '/', branch: undefined },
  { name: 'prefixed', base: PREVIEW_BASE, branch: PREVIEW_BRANCH },
] as const;

/**
 * Builds the site for a base path with `npm run build`'s script, a preview of `branch` if one is given and a
 * production build otherwise, whatever host or pull request runs the tests (preview-branch.ts). The two builds run
 * at once, so each one's output is printed whole when it ends rather than interleaved.
 */
async function build(
  dir: string,
  base: string,
  { project = PROJECT, branch }: { project?: string; branch?: string } = {},
): Promise<void> {
  const env = {
    ...withoutPreviewVariables(process.env),
    OUT_DIR: dir,
    BASE_PATH: base,
    ...(branch ? { BRANCH: branch } : {}),
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/build.ts'], {
      cwd: project,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    process.stdout.write(stdout + stderr);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    process.stdout.write(stdout + stderr);
    throw new Error(`The e2e build for ${base} failed: see its output above.`);
  }
}

/** Builds (unless E2E_REUSE_BUILD=1 says .e2e/ is fresh) and serves one copy of the site like a static host. */
async function buildAndServe({
  name,
  base,
  branch,
}: (typeof builds)[number]): Promise<{ site: TestSite; server: RunningServer }> {
  const dir = path.join(PROJECT, '.e2e', name);
  if (process.env.E2E_REUSE_BUILD !== '1') await build(dir, base, { branch });
  const server = await startStaticServer({ root: dir, base });
  return { site: { name, base, url: server.url, dir, branch }, server };
}

/**
 * A copywriter's project as parents' phones fill it, in a copy (tools/fixtures/photo-project.ts): camera photos
 * as the /lighthouse hero and a slide, a shared photo as /research's frontmatter `image`, a GIF, an original no
 * page uses, each carrying its owner's name and GPS position; the UAE registration open, so its dialog is on
 * a page; a page added in a folder of its own (new-page.test.ts), one more menu link to it, and an old address that
 * leads to it (redirects.test.ts); a phone's 4:3 photo as the carousel's third slide, among 3:2 drawings, and in a card
 * beside cards with drawings (picture-shapes.test.ts); and a page of 40-letter words (long-copy.test.ts). Served
 * gzip-compressed, as a CDN would.
 */
async function buildAndServePhotoSite(): Promise<{ site: TestSite; server: RunningServer }> {
  const project = path.join(PROJECT, '.e2e/photo-project');
  const dir = path.join(project, 'dist');
  if (process.env.E2E_REUSE_BUILD !== '1') {
    await writePhotoProject(project, PROJECT);
    await addPhonePictures(project);
    await addNestedPage(project);
    await addRedirect(project);
    await addMenuLink(project);
    await addSlideOfAnotherShape(project);
    await addCardsWithPictures(project);
    await addLongWordsPage(project);
    const settings = path.join(project, 'content/site.ts');
    await writeFile(
      settings,
      (await readFile(settings, 'utf8')).replace('registrationOpen: false', 'registrationOpen: true'),
    );
    await build(dir, '/', { project });
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
  project.provide(
    'sites',
    served.map(({ site }) => site).filter((site) => site.name !== 'photos'),
  );
  project.provide('photoSite', served.find(({ site }) => site.name === 'photos')!.site);
  return closeAll;
}
