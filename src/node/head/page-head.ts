/** What a page's frontmatter says about its head. */
export interface PageFrontmatter {
  title: string;
  description: string;
  image?: string;
  /** Kept out of search engines (robots noindex) and the sitemap. */
  noindex?: boolean;
  /** The section of /llms.txt the page is listed under. */
  kind?: string;
  /** On the home page: one paragraph about the whole site, for /llms.txt. */
  summary?: string;
}

/** One tag in <head> besides <title>: a <meta> or a <link>. */
export interface HeadTag {
  tag: 'meta' | 'link';
  /** Attribute that identifies the tag, so the browser can update the same one on navigation. */
  key: 'name' | 'property' | 'rel';
  keyValue: string;
  /** The attribute that carries the value: content for <meta>, href for <link>. */
  value: string;
  /** A <link>'s type: what the address it points at holds. */
  type?: string;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

interface PageHeadInput {
  frontmatter: PageFrontmatter;
  /** The route's path without the base path: '/research'. */
  pathname: string;
  /** The base path the site is served under: '/' or '/preview/x/'. */
  base: string;
  site: { siteUrl: string; brand: string; defaultImage: string };
  notFound?: boolean;
  /** The page's generated 1200×630 social image, root-relative; a frontmatter `image` wins over it. */
  socialImage?: string;
  /** Where the page's Markdown copy is, root-relative, when it has one. */
  markdownCopy?: string;
}

/**
 * Where a page's generated social image is written: '/' → /social/home.png, '/guides/x' → /social/guides-x.png
 * (.jpg for a card that shows a photo).
 */
export function socialImagePath(pathname: string, extension: 'png' | 'jpg' = 'png'): string {
  const name = pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home';
  return `/social/${name}.${extension}`;
}

/** Joins the site's address, the base path and a root-relative path into one absolute URL. */
export function absoluteUrl(siteUrl: string, base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/$/, '')}${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The <title>, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageHead({
  frontmatter,
  pathname,
  base,
  site,
  notFound = false,
  socialImage,
  markdownCopy,
}: PageHeadInput): PageHead {
  const url = absoluteUrl(site.siteUrl, base, pathname);
  const generated = !frontmatter.image && socialImage !== undefined;
  const image = absoluteUrl(site.siteUrl, base, frontmatter.image ?? socialImage ?? site.defaultImage);
  const meta = (key: HeadTag['key'], keyValue: string, value: string): HeadTag => ({
    tag: 'meta',
    key,
    keyValue,
    value,
  });
  const tags: HeadTag[] = [
    meta('name', 'description', frontmatter.description),
    meta('property', 'og:title', frontmatter.title),
    meta('property', 'og:description', frontmatter.description),
    meta('property', 'og:image', image),
    // Only the generated image's size is known for certain.
    ...(generated ? [meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')] : []),
    meta('property', 'og:image:alt', frontmatter.title),
    meta('property', 'og:url', url),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.brand),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', frontmatter.title),
  ];
  if (notFound || frontmatter.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (!notFound) tags.push({ tag: 'link', key: 'rel', keyValue: 'canonical', value: url });
  // The page as Markdown, for a reader that wants its words without the page around them (an assistant).
  if (markdownCopy)
    tags.push({
      tag: 'link',
      key: 'rel',
      keyValue: 'alternate',
      type: 'text/markdown',
      value: absoluteUrl(site.siteUrl, base, markdownCopy),
    });
  return { title: frontmatter.title, tags };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the pre-rendered page. */
export function headToHtml(head: PageHead): string {
  const tags = head.tags.map(({ tag, key, keyValue, value, type }) =>
    tag === 'meta'
      ? `<meta ${key}="${escapeHtml(keyValue)}" content="${escapeHtml(value)}">`
      : `<link ${key}="${escapeHtml(keyValue)}"${type ? ` type="${escapeHtml(type)}"` : ''} href="${escapeHtml(value)}">`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}
