/**
 * Where a page's Markdown copy is served, from the site's root: the page's address with `.md` after it, as
 * llmstxt.org proposes (`/research` → `/research.md`), and `/index.html.md` for the home page, whose address has no
 * name to put it after.
 */
export function markdownCopyPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed ? `${trimmed}.md` : '/index.html.md';
}
