/** Path pattern of the not-found page; `content/404.mdx` answers every path no other page has. */
export const NOT_FOUND_PATH = '*';

/**
 * The route a content file answers: the file name is the route.
 * `/content/index.mdx` → `/`, `/content/research.mdx` → `/research`,
 * `/content/guides/index.mdx` → `/guides`, `/content/guides/x.mdx` → `/guides/x`, `/content/404.mdx` → `*`.
 */
export function routePathForFile(file: string): string {
  const match = /(?:^|\/)content\/(.+)\.mdx$/.exec(file);
  if (!match) throw new Error(`Not a content page: ${file}`);
  const name = match[1]!;
  if (name === '404') return NOT_FOUND_PATH;
  const segments = name.split('/').filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
}
