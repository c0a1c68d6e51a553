import type { Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Adds to `ids` every element id a page's HTML tree (after rehype-slug) gives it: heading anchors and literal
 * id="…" attributes, on HTML elements and on components (<Section id="x">), which stay JSX in this tree.
 */
export function collectIds(tree: HastRoot, ids: Set<string>): void {
  visit(tree, (node) => {
    if (node.type === 'element' && typeof node.properties.id === 'string') ids.add(node.properties.id);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string') {
          ids.add(attribute.value);
        }
      }
    }
  });
}
