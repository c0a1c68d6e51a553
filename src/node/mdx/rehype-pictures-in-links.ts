import type { Root as HastRoot, RootContent } from 'hast';
import { INSIDE_LINK_ATTRIBUTE } from '../../lib/inside-link.ts';

type Node = HastRoot | RootContent;

/** Whether the node is a link: Markdown's [words](address), or an <a> written in the page as JSX. */
function isLink(node: Node): boolean {
  if (node.type === 'element') return node.tagName === 'a';
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a';
}

/**
 * Marks every Markdown picture that sits inside a link, so that a photo there stays a picture in the copywriter's
 * link rather than opening the viewer through a link of its own: a link inside a link. Markdown's links already say
 * so to the picture (SmartLink's InsideLinkContext); an <a> written in the page as JSX renders as itself, outside
 * the component map, and only this mark tells the picture it is inside one.
 */
export function rehypePicturesInLinks() {
  const mark = (node: Node, inLink: boolean) => {
    if (node.type === 'element' && node.tagName === 'img' && inLink) node.properties[INSIDE_LINK_ATTRIBUTE] = true;
    if ('children' in node) for (const child of node.children) mark(child, inLink || isLink(node));
  };
  return (tree: HastRoot) => mark(tree, false);
}
