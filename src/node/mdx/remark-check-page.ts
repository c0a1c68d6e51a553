import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { BuildCheck } from '../content-check/build-check.ts';
import { collectIds } from '../content-check/page/page-ids.ts';
import type { PageSummary } from '../content-check/context.ts';

/** Where the build's content check is, while `npm run build` bundles the pages; undefined otherwise. */
export type BuildCheckHolder = { current?: BuildCheck };

interface CheckedFile {
  pageSummary?: PageSummary;
}

/**
 * The content check's page checks on the tree this compile has just parsed, so the build parses a page once. It
 * must come first: the later plugins add the frontmatter export and the component imports to the tree.
 */
export function remarkCheckPage(holder: BuildCheckHolder) {
  return (tree: Root, file: VFile) => {
    const summary = holder.current?.checkTree(file.path, String(file.value), tree);
    if (summary) (file.data as CheckedFile).pageSummary = summary;
  };
}

/** The anchors the page's HTML will have, into its summary: after rehype-slug, for links to them from any page. */
export function rehypePageIds() {
  return (tree: HastRoot, file: VFile) => {
    const summary = (file.data as CheckedFile).pageSummary;
    if (summary) collectIds(tree, summary.ids);
  };
}
