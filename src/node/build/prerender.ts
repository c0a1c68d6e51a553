import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { entryScriptAfterFirstPaint } from './entry-script.ts';
import { inlineFavicon } from './favicon.ts';
import { fontPreloadTags } from './font-preload.ts';
import { subsetSiteFonts } from '../fonts/subset-site-fonts.ts';
import { writeSocialImages, type SocialImageRequest } from '../social-image/write-social-images.ts';
import { lastModified } from './git-lastmod.ts';
import { injectAtHeadStart } from './head-injection.ts';
import { contentSecurityPolicy, cspMetaTag, inlineScriptHashes } from '../security/content-security-policy.ts';
import { formEmbedUrls, originsOf } from '../security/form-embeds.ts';
import { formatHeadersFile, headerRules } from '../security/headers-file.ts';
import { fillTemplate, htmlFileForPath, robotsTxt, sitemapXml } from './site-files.ts';
import { speculationRulesTag, viewTransitionGuardTag } from './page-transitions.ts';

/** A path no page has, rendered to produce 404.html. */
const NOT_FOUND_PROBE = '/__not-found__';

interface ServerEntry {
  pagePaths: string[];
  /** Each page's content file ('content/research.mdx'), by path. */
  pageFiles: Record<string, string>;
  render: (pathname: string) => Promise<{ status: number; head: string; html: string; notFound: boolean; social?: SocialImageRequest }>;
  /** The encoded copies of photos the rendered pages use: [path under the site, file in the cache]. */
  pictureCopies: () => [string, string][];
}

export interface PrerenderOptions {
  outDir: string;
  serverEntry: string;
  siteUrl: string;
  base: string;
}

/**
 * Writes one HTML file per page, 404.html, the encoded copies of their photos, the heading font cut down to
 * what the pages show in it, sitemap.xml, robots.txt and _headers. Every page gets the
 * Content-Security-Policy as a `<meta>` and font preloads at the top of its head. Any page that does not render
 * with status 200, or that falls through to the not-found page, fails the build.
 */
export async function prerender({ outDir, serverEntry, siteUrl, base }: PrerenderOptions): Promise<string[]> {
  const templatePath = path.join(outDir, 'index.html');
  const builtTemplate = await inlineFavicon(entryScriptAfterFirstPaint(await readFile(templatePath, 'utf8')), outDir, base);
  await rm(templatePath);
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;

  const pageTransitions = `${viewTransitionGuardTag()}\n${speculationRulesTag(base)}`;
  const pages: { file: string; head: string; html: string }[] = [];
  const socialImages: SocialImageRequest[] = [];
  const written: string[] = [];
  const write = async (file: string, contents: string | Uint8Array) => {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
    written.push(file);
  };

  // A render error names the page it happened on.
  const render = (pagePath: string) =>
    server.render(pagePath).catch((error: unknown) => {
      throw new Error(`Pre-rendering ${pagePath} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });

  for (const pagePath of server.pagePaths) {
    const page = await render(pagePath);
    if (page.status !== 200 || page.notFound) {
      throw new Error(`Pre-rendering ${pagePath} answered ${page.status}${page.notFound ? ' (not found)' : ''}; expected 200.`);
    }
    pages.push({ file: htmlFileForPath(pagePath), head: page.head, html: page.html });
    if (page.social) socialImages.push(page.social);
  }
  // Before the social images: those draw the hero photo from its copy in the site.
  for (const [sitePath, cacheFile] of server.pictureCopies()) await write(sitePath.slice(1), await readFile(cacheFile));
  for (const [file, png] of await writeSocialImages(socialImages, outDir)) await write(file, png);

  const missing = await render(NOT_FOUND_PROBE);
  if (!missing.notFound) throw new Error('content/404.mdx is missing: every site needs a not-found page.');
  pages.push({ file: '404.html', head: missing.head, html: missing.html });

  // The heading font cut down to what the pages show in it: the stylesheet is renamed, so the template changes.
  const fonts = await subsetSiteFonts({ outDir, base, template: builtTemplate, pages: pages.map(({ html }) => html) });
  written.push(...fonts.written);
  const documents = pages.map(({ file, head, html }) => ({ file, html: fillTemplate(fonts.template, `${head}\n${pageTransitions}`, html) }));

  // One policy for the whole site, so the meta tags and _headers agree.
  const policy = {
    frameOrigins: originsOf(formEmbedUrls),
    scriptHashes: [...new Set(documents.flatMap(({ html }) => inlineScriptHashes(html)))],
  };
  const metaTags = [cspMetaTag(contentSecurityPolicy({ ...policy, forHeader: false })), fontPreloadTags(fonts.preloads)].filter(Boolean);
  for (const { file, html } of documents) await write(file, injectAtHeadStart(html, metaTags));
  await write('_headers', formatHeadersFile(headerRules({ base, csp: contentSecurityPolicy({ ...policy, forHeader: true }) })));

  const changed = lastModified(Object.values(server.pageFiles));
  const sitemapPages = server.pagePaths.map((pagePath) => ({ path: pagePath, lastmod: changed.get(server.pageFiles[pagePath]!) }));
  await write('sitemap.xml', sitemapXml(sitemapPages, siteUrl, base));
  await write('robots.txt', robotsTxt(siteUrl, base));
  return written;
}
