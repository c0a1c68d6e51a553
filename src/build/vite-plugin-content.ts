import path from 'node:path';
import type { CompileOptions } from '@mdx-js/mdx';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import rehypeSlug from 'rehype-slug';
import type { Plugin } from 'vite';
import { componentMap } from '../mdx/component-map.ts';
import { remarkMdxComponents } from './remark-mdx-components.ts';
import { remarkValidateFrontmatter } from './remark-validate-frontmatter.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Absolute module path for each component in the map. */
export const componentModules = Object.fromEntries(
  Object.entries(componentMap).map(([name, spec]) => [name, path.join(root, 'src/components', `${spec.file}.tsx`)]),
);

/** What every page may use without an import: the site settings as `site`. */
export const pageGlobals = { site: path.join(root, 'content/site.ts') };

/** The MDX pipeline: frontmatter checked and exported, GFM, heading anchors, components imported. */
export const mdxOptions = {
  providerImportSource: '@mdx-js/react',
  remarkPlugins: [
    remarkFrontmatter,
    remarkValidateFrontmatter,
    [remarkMdxFrontmatter, { name: 'frontmatter' }],
    remarkGfm,
    [remarkMdxComponents, { components: componentModules, globals: pageGlobals }],
  ],
  rehypePlugins: [rehypeSlug],
} satisfies CompileOptions;

export function contentPlugin(): Plugin {
  // @mdx-js/rollup is typed against Rollup; Vite 8 runs it on Rolldown, whose types differ only in source maps.
  const plugin = mdx(mdxOptions) as unknown as Plugin;
  return { ...plugin, enforce: 'pre' };
}
