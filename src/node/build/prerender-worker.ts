// One of the pre-renderer's worker threads (see prerender.ts). Each task is a batch of pages: the worker renders
// them through the server bundle, notes what the site-wide steps need of each, and stages the page on disk, so
// nothing of a page stays in memory once its batch is done. A later task fills each staged page into the template.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { charactersIn } from '../fonts/characters-in.ts';
import type { FamilyUser } from '../fonts/font-faces.ts';
import { PICTURES_PATH, SOCIAL_PATH } from '../pictures/picture-store.ts';
import { inlineScriptHashes } from '../security/content-security-policy.ts';
import type { LlmsPage } from '../markdown-copy/llms-txt.ts';
import type { MarkdownCopy, RenderOptions } from '../render/entry-server.tsx';
import { writeSocialImages, type SocialImageRequest } from '../social-card/write-social-images.ts';
import { writeWhole } from '../cache/write-whole.ts';
import { injectAtHeadStart } from '../head/head-injection.ts';
import { PageStylesheets } from './page-stylesheet-links.ts';
import { picturesNamedIn } from './public-files.ts';
import { fillTemplate } from './site-files.ts';

/** What the server bundle (src/node/render/entry-server.tsx, built) gives the pre-renderer. */
export interface ServerEntry {
  pagePaths: string[];
  /** Each page's content file ('content/research.mdx'), by path. */
  pageFiles: Record<string, string>;
  render: (
    pathname: string,
    options?: RenderOptions,
  ) => Promise<{ status: number; head: string; html: string; notFound: boolean; social?: SocialImageRequest }>;
  /** The encoded copies of photos the rendered pages use: [path under the site, file in the cache]. */
  pictureCopies: () => [string, string][];
  /** A rendered page's Markdown copy, or undefined for a page kept from search engines. */
  markdownCopy: (pathname: string) => Promise<MarkdownCopy | undefined>;
}

/** A page to render: its address, whether it is the not-found page, and where its staged render goes. */
export interface PageJob {
  path: string;
  notFound: boolean;
  staged: string;
}

export interface RenderTask {
  serverEntry: string;
  outDir: string;
  /** Where the site is served: its pages' absolute addresses count as its own. */
  site: { siteUrl: string; base: string };
  /** The built template (entry loader and inline icon in place, fonts not yet cut) and the tags every head gets. */
  template: string;
  sharedHead: string;
  /** For each face the fonts may cut, the rules that draw in it (FontPlan.users). */
  fontUsers: FamilyUser[][];
  pages: PageJob[];
  /** What each page is rendered with: a branch preview's link to the page's file. */
  renderOptions: RenderOptions;
}

export interface RenderedBatch {
  /** For each face, the characters this batch's pages show in it. */
  characters: string[];
  /** Each page's inline scripts' hashes, in page order. */
  scriptHashes: string[][];
  /** The photos' copies the worker's pages use, written into outDir: their paths under the site. */
  pictureCopies: string[];
  /** The social images written into outDir. */
  socialImages: string[];
  /** Pictures from public/ the pages name as files (not the build's copies), as '/images/x.gif'. */
  linkedPictures: string[];
  /** Pages whose head keeps them out of search engines (frontmatter `noindex`): left out of the sitemap. */
  unlisted: string[];
  /** The Markdown copies written into outDir, in page order, with what /llms.txt says of each. */
  markdownCopies: LlmsPage[];
}

export interface FinishTask {
  outDir: string;
  /** The base path the site is served under: stylesheet links below it are cut to what each page uses. */
  base: string;
  /** The final template: the cut fonts' stylesheet linked. */
  template: string;
  sharedHead: string;
  /** Tags put first in every head: the CSP and the font preloads. */
  headStart: string[];
  pages: { staged: string; file: string }[];
}

/** The robots tag src/node/head/page-head.ts writes for a page search engines should leave out. */
const NOINDEX = /<meta name="robots" content="noindex">/;

/** Each server bundle, loaded once per worker: its route handler and photo store serve every batch. */
const servers = new Map<string, Promise<ServerEntry>>();
function loadServer(serverEntry: string): Promise<ServerEntry> {
  if (!servers.has(serverEntry))
    servers.set(serverEntry, import(pathToFileURL(serverEntry).href) as Promise<ServerEntry>);
  return servers.get(serverEntry)!;
}
/** The copies this worker has written (their files), so a copy shared by many pages is written once. */
const copiesWritten = new Set<string>();

/** Just the page list: the first task, whose worker then renders too. */
export async function listPages(serverEntry: string): Promise<Pick<ServerEntry, 'pagePaths' | 'pageFiles'>> {
  const { pagePaths, pageFiles } = await loadServer(serverEntry);
  return { pagePaths, pageFiles };
}

export async function renderPages({
  serverEntry,
  outDir,
  site,
  template,
  sharedHead,
  fontUsers,
  pages,
  renderOptions,
}: RenderTask): Promise<RenderedBatch> {
  const entry = await loadServer(serverEntry);
  const html: string[] = [];
  const scriptHashes: string[][] = [];
  const social: SocialImageRequest[] = [];
  const linkedPictures = new Set<string>();
  const unlisted: string[] = [];
  const markdownCopies: LlmsPage[] = [];
  for (const job of pages) {
    const page = await renderPage(entry, job, renderOptions);
    const copy = job.notFound ? undefined : await entry.markdownCopy(job.path);
    if (copy) {
      const { markdown, path: copyPath, ...listed } = copy;
      await mkdir(path.dirname(path.join(outDir, copyPath)), { recursive: true });
      await writeFile(path.join(outDir, copyPath), markdown);
      markdownCopies.push({ pagePath: job.path, copyPath, ...listed });
    }
    html.push(page.html);
    if (!job.notFound && NOINDEX.test(page.head)) unlisted.push(job.path);
    for (const picture of picturesNamedIn(`${page.head}\n${page.html}`, site)) {
      if (!picture.startsWith(PICTURES_PATH) && !picture.startsWith(SOCIAL_PATH)) linkedPictures.add(picture);
    }
    scriptHashes.push(inlineScriptHashes(fillTemplate(template, `${page.head}\n${sharedHead}`, page.html)));
    if (page.social) social.push(page.social);
    await mkdir(path.dirname(job.staged), { recursive: true });
    await writeFile(job.staged, JSON.stringify({ head: page.head, html: page.html }));
  }
  const pictureCopies: string[] = [];
  for (const [sitePath, cacheFile] of entry.pictureCopies()) {
    pictureCopies.push(sitePath);
    const target = path.join(outDir, sitePath.slice(1));
    if (copiesWritten.has(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    // Whole or not at all: another worker may be writing the same copy.
    await writeWhole(target, await readFile(cacheFile));
    copiesWritten.add(target);
  }
  const socialImages: string[] = [];
  for (const [file, image] of await writeSocialImages(social)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), image);
    socialImages.push(file);
  }
  const characters = fontUsers.map((users) => charactersIn(html, users));
  return {
    characters,
    scriptHashes,
    pictureCopies,
    socialImages,
    linkedPictures: [...linkedPictures],
    unlisted,
    markdownCopies,
  };
}

/**
 * Writes each staged page into outDir in its final form, linking the part of the stylesheet it uses. Returns the
 * stylesheet cuts written (relative to outDir).
 */
export async function finishPages({
  outDir,
  base,
  template,
  sharedHead,
  headStart,
  pages,
}: FinishTask): Promise<string[]> {
  const stylesheets = new PageStylesheets(outDir, base);
  const cuts: string[] = [];
  for (const { staged, file } of pages) {
    const { head, html } = JSON.parse(await readFile(staged, 'utf8')) as { head: string; html: string };
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    const page = await stylesheets.link(
      injectAtHeadStart(fillTemplate(template, `${head}\n${sharedHead}`, html), headStart),
    );
    cuts.push(...page.written);
    await writeFile(target, page.html);
  }
  return cuts;
}

/** Renders one page; an error, a status other than the expected one, or a page that is not found fails the build naming it. */
async function renderPage(entry: ServerEntry, job: PageJob, options: RenderOptions) {
  const page = await entry.render(job.path, options).catch((error: unknown) => {
    throw new Error(`Pre-rendering ${job.path} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  });
  if (job.notFound) {
    if (!page.notFound) throw new Error('content/404.mdx is missing: every site needs a not-found page.');
  } else if (page.status !== 200 || page.notFound) {
    throw new Error(
      `Pre-rendering ${job.path} answered ${page.status}${page.notFound ? ' (not found)' : ''}; expected 200.`,
    );
  }
  return page;
}
