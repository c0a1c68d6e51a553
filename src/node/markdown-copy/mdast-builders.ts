import type {
  BlockContent,
  Heading,
  Image,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  RootContent,
  Strong,
  Text,
} from 'mdast';

/** Small constructors for the Markdown nodes the component forms write. */

export const text = (value: string): Text => ({ type: 'text', value });
export const strong = (...children: PhrasingContent[]): Strong => ({ type: 'strong', children });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: number, ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth: Math.min(6, Math.max(1, depth)) as Heading['depth'],
  children,
});
export const link = (url: string, ...children: PhrasingContent[]): Link => ({ type: 'link', url, children });
export const image = (url: string, alt: string): Image => ({ type: 'image', url, alt });
/** A list; loose (a blank line between items) when an item holds more than one block. */
export function list(ordered: boolean, items: RootContent[][]): List {
  const spread = items.some((children) => children.length > 1);
  return {
    type: 'list',
    ordered,
    spread,
    children: items.map((children): ListItem => ({ type: 'listItem', spread, children: children as BlockContent[] })),
  };
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
]);

export const isPhrasing = (node: RootContent): node is PhrasingContent => PHRASING.has(node.type);

/** Nodes as block content: runs of phrasing gathered into paragraphs. */
export function asFlow(nodes: RootContent[]): RootContent[] {
  const flow: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const endRun = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) flow.push(paragraph(...run));
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      endRun();
      flow.push(node);
    }
  }
  endRun();
  return flow;
}

/** Nodes as phrasing content, inside a paragraph: blocks give their words, a space between two. */
export function asPhrasing(nodes: RootContent[]): PhrasingContent[] {
  const phrasing: PhrasingContent[] = [];
  for (const node of nodes) {
    if (isPhrasing(node)) phrasing.push(node);
    else if ('children' in node) {
      if (phrasing.length > 0) phrasing.push(text(' '));
      phrasing.push(...asPhrasing(node.children as RootContent[]));
    }
  }
  return phrasing;
}
