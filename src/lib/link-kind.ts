export type LinkKind = 'hash' | 'internal' | 'external';

/**
 * How a link in content behaves: `#x` scrolls on the page, `/x` navigates inside the site, anything else
 * (https:, mailto:, tel:) leaves it in a new tab.
 */
export function linkKind(href: string): LinkKind {
  if (href.startsWith('#')) return 'hash';
  if (href.startsWith('/') && !href.startsWith('//')) return 'internal';
  return 'external';
}
