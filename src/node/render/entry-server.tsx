import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { site } from '../../../content/site.ts';
import { absoluteUrl, headToHtml, pageHead, socialImagePath, type PageFrontmatter } from '../head/page-head.ts';
import { BASE_URL } from '../../lib/base-url.ts';
import { EditLinkContext, type EditLinkTarget } from '../../lib/edit-link.ts';
import { emptyPageFacts, PageFactsContext, type PageFacts } from '../../lib/page-facts.ts';
import { PicturesContext } from '../../lib/picture.ts';
import { picturePreloadTag } from '../head/picture-preload.ts';
import { createPictureStore } from '../pictures/picture-store.ts';
import { markdownCopyPath } from '../../lib/markdown-copy-path.ts';
import { largestCopy } from '../../lib/picture-copy.ts';
import { copyTree } from '../markdown-copy/copy-tree.ts';
import { pageFiles, pagePaths, pages, type PageHandle } from '../../pages.ts';
import { routes } from '../../routes.tsx';
import { jsonLdScript } from '../structured-data/json-ld.ts';
import { pageGraph, pageName } from '../structured-data/page-graph.ts';
import type { SocialImageRequest } from '../social-card/write-social-images.ts';
import { assertRichResultsValid } from '../structured-data/validate.ts';
import { routeHandler, routeRequest } from './static-render.tsx';

export { pageFiles, pagePaths };

/** The pictures under public/, encoded once per build or dev server and shared by every page's render. */
const pictures = createPictureStore({ publicDir: import.meta.env.PICTURES_PUBLIC_DIR });
/** Every encoded copy the rendered pages use, for the build to write into the site. */
export const pictureCopies = () => pictures.copiesInUse();

export interface RenderedPage {
  /** The HTML status the page answers with. */
  status: number;
  /** The page's <title>, meta and link tags. */
  head: string;
  /** The page's markup, to go inside #root. Islands in it hydrate in the browser; the rest stays HTML. */
  html: string;
  /** Whether the not-found page answered. */
  notFound: boolean;
  /** The social image to generate for the page, when it has no frontmatter `image`. */
  social?: SocialImageRequest;
}

/** The build's one route handler (see routeHandler); the dev server's requests each make their own. */
const buildRouteHandler = import.meta.env.DEV ? undefined : routeHandler(routes, BASE_URL);

export interface RenderOptions {
  /** Where the page's "Edit this page" link opens its file: a branch preview's or the dev server's. None in production. */
  editLink?: EditLinkTarget;
}

/** Renders one path (without the base path, e.g. '/research') to HTML through the site's routes. A render error throws. */
export async function render(pathname: string, { editLink }: RenderOptions = {}): Promise<RenderedPage> {
  const { context, element } = await routeRequest(routes, pathname, BASE_URL, buildRouteHandler);
  const pageRoute = context.matches.at(-1)!.route;
  const page = pageRoute.handle as PageHandle;
  const frontmatter = context.loaderData[pageRoute.id] as PageFrontmatter;
  const renderPage = () => {
    const facts = emptyPageFacts();
    const html = renderToString(
      <StrictMode>
        <PicturesContext value={pictures.lookup}>
          <PageFactsContext value={facts}>
            <EditLinkContext value={editLink}>{element}</EditLinkContext>
          </PageFactsContext>
        </PicturesContext>
      </StrictMode>,
    );
    return { facts, html };
  };
  // A photo the page shows that is not encoded yet is encoded now, and the page rendered again with its copies.
  let { facts, html } = renderPage();
  // What other sites show of the page is noted too: a copy of it at most 1200 px wide, never the file as it came.
  const sharedImage = frontmatter.image ?? (page.notFound ? site.defaultImage : undefined);
  if (sharedImage) pictures.sharedCopy(sharedImage, 1200);
  if (await pictures.encodePending()) ({ facts, html } = renderPage());
  const shared = sharedImage && (pictures.sharedCopy(sharedImage, 1200) ?? sharedImage);
  const image = frontmatter.image && shared;
  const shown: PageFrontmatter = { ...frontmatter, image };
  const heroImage = facts.hero && pictures.drawableFile(facts.hero.src, 960);
  const social: SocialImageRequest | undefined =
    page.notFound || image
      ? undefined
      : {
          // A photo makes the card a photo: a JPEG, a tenth of the PNG it would be; a drawing keeps it a PNG.
          path: socialImagePath(pathname, heroImage?.endsWith('.jpg') ? 'jpg' : 'png'),
          brand: site.brand,
          title: pageName(frontmatter.title, site.brand),
          description: frontmatter.description === frontmatter.title ? undefined : frontmatter.description,
          heroImage,
        };
  const head = pageHead({
    frontmatter: shown,
    pathname,
    base: BASE_URL,
    site: { ...site, defaultImage: shared || site.defaultImage },
    notFound: page.notFound,
    socialImage: social?.path,
    markdownCopy: hasMarkdownCopy(page, frontmatter) ? markdownCopyPath(pathname) : undefined,
  });
  const headHtml = [
    headToHtml(head),
    facts.hero && picturePreloadTag(facts.hero, 'hero'),
    !page.notFound && structuredData(page, pathname, shown, facts),
  ]
    .filter(Boolean)
    .join('\n    ');
  return { status: context.statusCode, head: headHtml, html, notFound: page.notFound, social };
}

/** Whether a page has a Markdown copy: every page search engines may list (not the not-found or offline page). */
function hasMarkdownCopy(page: { notFound: boolean }, frontmatter: PageFrontmatter): boolean {
  return !page.notFound && !frontmatter.noindex;
}

/** What /llms.txt says of a page, beside its copy. */
export interface MarkdownCopy {
  /** The copy's path from the site's root: '/research.md'. */
  path: string;
  markdown: string;
  title: string;
  description: string;
  /** The section of /llms.txt the page is listed under (frontmatter `kind`). */
  kind?: string;
}

/**
 * The Markdown copy of the page at a path (without the base path), or undefined for a page search engines are kept
 * from. Called after the page's render, so its photos' copies are known: a picture is linked as its largest copy.
 */
export async function markdownCopy(pathname: string): Promise<MarkdownCopy | undefined> {
  const page = pages.find((candidate) => candidate.path === pathname && !candidate.notFound);
  if (!page) throw new Error(`No page answers ${pathname}.`);
  const module = await page.load();
  if (!hasMarkdownCopy(page, module.frontmatter)) return undefined;
  const siteUrl = (path: string) => absoluteUrl(site.siteUrl, BASE_URL, path);
  // Imported here: it brings every component's props schema, which the dev server's page render has no use for.
  const { pageMarkdown } = await import('../markdown-copy/page-markdown.ts');
  const markdown = pageMarkdown(copyTree(module.markdownCopy), {
    file: page.file,
    pageUrl: siteUrl(pathname),
    siteUrl,
    picture: (src) => {
      const picture = pictures.lookup(src);
      return picture ? largestCopy(picture) : src;
    },
  });
  const { title, description, kind } = module.frontmatter;
  return { path: markdownCopyPath(pathname), markdown, title, description, kind };
}

/** The page's schema.org JSON-LD, checked against Google's rich-result rules; a gap fails naming the file. */
function structuredData(page: PageHandle, pathname: string, frontmatter: PageFrontmatter, facts: PageFacts): string {
  const graph = pageGraph({
    pathname,
    frontmatter,
    facts,
    site,
    url: (path) => absoluteUrl(site.siteUrl, BASE_URL, path),
  });
  assertRichResultsValid(graph, page.file, () => {
    try {
      return readFileSync(page.file, 'utf8');
    } catch {
      return undefined;
    }
  });
  return jsonLdScript(graph);
}
