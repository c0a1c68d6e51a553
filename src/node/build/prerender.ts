import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cutFonts, mergeCharacters, planFontCuts } from '../fonts/subset-site-fonts.ts';
import { contentSecurityPolicy, cspMetaTag } from '../security/content-security-policy.ts';
import { formEmbedUrls, originsOf } from '../security/form-embeds.ts';
import { formatHeadersFile, headerRules } from '../security/headers-file.ts';
import { entryScriptAfterFirstPaint } from '../head/entry-script.ts';
import { inlineFavicon } from '../head/favicon.ts';
import { fontPreloadTags } from '../head/font-preload.ts';
import { lastModified } from './git-lastmod.ts';
import { speculationRulesTag, viewTransitionGuardTag } from '../head/page-transitions.ts';
import { colorSchemeTag } from '../head/color-scheme-script.ts';
import type { FinishTask, PageJob, RenderedBatch, RenderTask, listPages } from './prerender-worker.ts';
import type { EditLinkTarget } from '../../lib/edit-link.ts';
import { llmsFullTxt, llmsTxt } from '../markdown-copy/llms-txt.ts';
import { absoluteUrl } from '../head/page-head.ts';
import { copyPublicFiles, deployLinkedPictures, picturesNamedInStylesheets } from './public-files.ts';
import { htmlFileForPath, robotsTxt, sitemapXml } from './site-files.ts';
import { writeRedirects, type Redirect, type RedirectPageWords } from './redirects.ts';
import { workerPool } from '../runner/worker-pool.ts';

/** A path no page has, rendered to produce 404.html. */
const NOT_FOUND_PROBE = '/__not-found__';

/**
 * Pages per task. A worker keeps each page module it has loaded (Node never unloads one), so a worker whose heap
 * has grown past WORKER_HEAP_LIMIT after a batch is replaced by a fresh one: memory stays flat however many pages
 * the site has.
 */
const BATCH_SIZE = 40;
const WORKER_HEAP_LIMIT = 128 * 1024 ** 2;

export interface PrerenderOptions {
  outDir: string;
  publicDir: string;
  /** The server bundles' entries, one per page group (vite-builds.ts): each renders the pages its group holds. */
  serverEntries: string[];
  siteUrl: string;
  /** The site's name, the heading of /llms.txt. */
  brand: string;
  /** One paragraph about the whole site under that heading (`summary` in content/site.ts). */
  summary?: string;
  base: string;
  /** Tags every page's head gets besides the build's own (the web app manifest's link). */
  headTags?: string[];
  /** Retired addresses and the pages they lead to (`redirects` in content/site.ts), and the words of the page left at each. */
  redirects?: { addresses: readonly Redirect[]; words: RedirectPageWords };
  /** Worker threads, or 0 to render in this thread (build-threads.ts). The site is byte for byte the same with any number. */
  threads: number;
  /** A branch preview's: every page links its content file in GitHub's editor on the branch (preview-branch.ts). */
  editLink?: EditLinkTarget;
}

/**
 * Writes one HTML file per page, 404.html, the encoded copies of their photos, what of public/ the site may send
 * (no picture as it came from a camera), the heading font cut down to what the pages show in it, sitemap.xml,
 * robots.txt, _headers, _redirects and a page at each retired address, each page's Markdown copy, llms.txt and
 * llms-full.txt. Every page gets the
 * Content-Security-Policy as a `<meta>` and font preloads at the top of its head. Any page that does not render
 * with status 200, or that falls through to the not-found page, fails the build.
 *
 * Pages are rendered in batches by a pool of worker threads (or one batch after another in this thread, for a
 * small site), and staged on disk: the site-wide steps (the cut font renames the stylesheet, the CSP lists every
 * page's inline scripts) need every page first, and only what they need is kept in memory.
 */
export async function prerender({
  outDir,
  publicDir,
  serverEntries,
  siteUrl,
  brand,
  summary,
  base,
  headTags = [],
  redirects,
  threads,
  editLink,
}: PrerenderOptions): Promise<string[]> {
  // First: the icon the template inlines is among them.
  const publicFiles = await copyPublicFiles(publicDir, outDir);
  const templatePath = path.join(outDir, 'index.html');
  const builtTemplate = await inlineFavicon(
    entryScriptAfterFirstPaint(await readFile(templatePath, 'utf8')),
    outDir,
    base,
  );
  await rm(templatePath);
  // The view transitions' guard goes first in <head>, right after the CSP: a page may get its first rendering
  // opportunity (and its pagereveal event) while the parser is still in <head>, before a script further down runs.
  const transitionGuard = viewTransitionGuardTag();
  const sharedHead = [colorSchemeTag(), speculationRulesTag(base), ...headTags].join('\n');
  const fontPlan = await planFontCuts({ outDir, base, template: builtTemplate });
  const staging = await mkdtemp(path.join(tmpdir(), 'prerender-'));
  const pool = workerPool(new URL('./prerender-worker.ts', import.meta.url), {
    threads,
    heapLimit: WORKER_HEAP_LIMIT,
    // A worker collects its garbage well before it could grow large.
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  });
  try {
    const lists = await Promise.all(
      serverEntries.map((serverEntry) => pool.run<Awaited<ReturnType<typeof listPages>>>('listPages', serverEntry)),
    );
    const pageFiles: Record<string, string> = Object.assign({}, ...lists.map((list) => list.pageFiles));
    // Each page from the first bundle that holds it: a page every group's glob took is rendered once.
    const entryOf = new Map<string, string>();
    for (const [group, list] of lists.entries())
      for (const pagePath of list.pagePaths) if (!entryOf.has(pagePath)) entryOf.set(pagePath, serverEntries[group]!);
    const pagePaths = [...entryOf.keys()];
    const jobs: RenderJob[] = [
      ...pagePaths.map((pagePath, index) => ({
        path: pagePath,
        notFound: false,
        file: htmlFileForPath(pagePath),
        staged: path.join(staging, `${index}.json`),
        serverEntry: entryOf.get(pagePath)!,
      })),
      // Every bundle has the not-found page.
      {
        path: NOT_FOUND_PROBE,
        notFound: true,
        file: '404.html',
        staged: path.join(staging, '404.json'),
        serverEntry: serverEntries.at(-1)!,
      },
    ];
    const rendered = await firstFailureInOrder(
      renderBatches(jobs).map((pages) => {
        const task: RenderTask = {
          serverEntry: pages[0]!.serverEntry,
          outDir,
          site: { siteUrl, base },
          template: builtTemplate,
          sharedHead: `${transitionGuard}\n${sharedHead}`,
          fontUsers: fontPlan.users,
          pages,
          renderOptions: { editLink },
        };
        return pool.run<RenderedBatch>('renderPages', task);
      }),
    );

    const written: string[] = [...new Set(rendered.flatMap((batch) => batch.pictureCopies))].map((sitePath) =>
      sitePath.slice(1),
    );
    written.push(...rendered.flatMap((batch) => batch.socialImages));
    // Pictures from public/ that a page (or the stylesheet) names as files, without what the camera wrote in them.
    const linked = new Set(rendered.flatMap((batch) => batch.linkedPictures));
    for (const picture of await picturesNamedInStylesheets(outDir, { siteUrl, base })) linked.add(picture);
    written.push(
      ...publicFiles.copied,
      ...(await deployLinkedPictures({ publicDir, outDir, pictures: publicFiles.pictures, linked })),
    );
    // The heading font cut down to what the pages show in it: the stylesheet is renamed, so the template changes.
    const characters = fontPlan.users.map((_, face) =>
      mergeCharacters(rendered.map((batch) => batch.characters[face]!)),
    );
    const fonts = await cutFonts(fontPlan, characters);
    written.push(...fonts.written);

    // One policy for the whole site, so the meta tags and _headers agree.
    const policy = {
      frameOrigins: originsOf(formEmbedUrls),
      scriptHashes: [...new Set(rendered.flatMap((batch) => batch.scriptHashes.flat()))],
    };
    const headStart = [
      cspMetaTag(contentSecurityPolicy({ ...policy, forHeader: false })),
      transitionGuard,
      fontPreloadTags(fonts.preloads),
    ].filter(Boolean);
    // Each page links only the rules it uses (page-stylesheet-links.ts); the whole stylesheet stays for the islands.
    const cuts = await Promise.all(
      batchesOf(jobs, BATCH_SIZE).map((pages) => {
        const task: FinishTask = { outDir, base, template: fonts.template, sharedHead, headStart, pages };
        return pool.run<string[]>('finishPages', task);
      }),
    );
    written.push(...new Set(cuts.flat()), ...jobs.map(({ file }) => file));

    const write = async (file: string, contents: string) => {
      await writeFile(path.join(outDir, file), contents);
      written.push(file);
    };
    await write(
      '_headers',
      formatHeadersFile(headerRules({ base, csp: contentSecurityPolicy({ ...policy, forHeader: true }) })),
    );
    const changed = lastModified(Object.values(pageFiles));
    const unlisted = new Set(rendered.flatMap((batch) => batch.unlisted));
    const listed = pagePaths.filter((pagePath) => !unlisted.has(pagePath));
    await write(
      'sitemap.xml',
      sitemapXml(
        listed.map((pagePath) => ({ path: pagePath, lastmod: changed.get(pageFiles[pagePath]!) })),
        siteUrl,
        base,
      ),
    );
    await write('robots.txt', robotsTxt(siteUrl, base));
    if (redirects) {
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(builtTemplate)?.[1] ?? 'en';
      const cspMeta = cspMetaTag(contentSecurityPolicy({ ...policy, forHeader: false }));
      written.push(
        ...(await writeRedirects(outDir, redirects.addresses, {
          base,
          siteUrl,
          words: redirects.words,
          cspMeta,
          lang,
        })),
      );
    }
    // Each page's Markdown copy, and the two files that list them for assistants (llmstxt.org).
    const copies = rendered.flatMap((batch) => batch.markdownCopies);
    written.push(...copies.map(({ copyPath }) => copyPath.slice(1)));
    const llmsSite = { brand, summary, url: (sitePath: string) => absoluteUrl(siteUrl, base, sitePath) };
    await write('llms.txt', llmsTxt(copies, llmsSite));
    const withMarkdown = await Promise.all(
      copies.map(async (copy) => ({
        ...copy,
        markdown: await readFile(path.join(outDir, copy.copyPath.slice(1)), 'utf8'),
      })),
    );
    await write('llms-full.txt', llmsFullTxt(withMarkdown, llmsSite));
    return written;
  } finally {
    await pool.destroy();
    await rm(staging, { recursive: true, force: true });
  }
}

/** Every result, or the error of the first batch in page order that failed (not the first to fail in time), so a build names the same page each time. */
async function firstFailureInOrder<T>(tasks: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(tasks);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** A page to render, with the bundle that renders it and the file it becomes. */
type RenderJob = PageJob & { file: string; serverEntry: string };

/** The jobs in batches of BATCH_SIZE, in order, each rendered by one bundle. */
function renderBatches(jobs: RenderJob[]): RenderJob[][] {
  const batches: RenderJob[][] = [];
  for (const job of jobs) {
    const last = batches.at(-1);
    if (last && last.length < BATCH_SIZE && last[0]!.serverEntry === job.serverEntry) last.push(job);
    else batches.push([job]);
  }
  return batches;
}

function batchesOf<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
