import type { Thing } from './schema-types.ts';

/**
 * The graph as a `<script type="application/ld+json">` for the page's head. `<` is written as \u003c, which
 * JSON reads back the same, so no copy can close the script element early (`</script>`) or open a comment.
 */
export function jsonLdScript(graph: Thing[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
