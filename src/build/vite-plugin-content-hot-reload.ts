import type { Plugin } from 'vite';

const frontmatterBlock = (text: string) => /^---\r?\n[\s\S]*?\r?\n---/.exec(text)?.[0] ?? '';

/**
 * Editing a page's copy under `npm start` swaps the page in place (React Fast Refresh) instead of
 * reloading the browser. A page module exports its frontmatter beside the component, which Fast
 * Refresh would treat as a reason for a full reload; it is ignored for .mdx modules, and when the
 * frontmatter itself changes (the title in the head) the browser reloads instead.
 */
export function contentHotReload(): Plugin {
  const lastFrontmatter = new Map<string, string>();
  return {
    name: 'family-site:content-hot-reload',
    apply: 'serve',
    // Before the MDX compiler, to see the page's source.
    enforce: 'pre',
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          injectTo: 'head-prepend',
          children: "window.__getReactRefreshIgnoredExports = ({ id }) => (id.endsWith('.mdx') ? ['frontmatter'] : []);",
        },
      ];
    },
    transform(code, id) {
      if (id.endsWith('.mdx')) lastFrontmatter.set(id, frontmatterBlock(code));
    },
    async handleHotUpdate({ file, read, server }) {
      if (!file.endsWith('.mdx') || !lastFrontmatter.has(file)) return;
      const before = lastFrontmatter.get(file);
      const after = frontmatterBlock(await read());
      if (before === after) return;
      lastFrontmatter.set(file, after);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
