import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ComponentSpec } from '../../mdx/component-map.ts';
import { attributeValue, jsxElements, namedAttributes } from './jsx.ts';
import { altPropFor, isImageProp, isLinkProp } from './prop-roles.ts';

interface Place {
  line: number;
  column: number;
}

/** A link written in a page: a Markdown link, an <a href>, or a component's link prop. */
export interface LinkReference extends Place {
  url: string;
}

/** An image written in a page, with its alt text and how to add alt text there. */
export interface ImageReference extends Place {
  url: string;
  /** The alt text; undefined when it is code whose value is only known at run time. */
  alt: string | undefined;
  /** How to add alt text in this syntax, as a sentence without its full stop. */
  howToAddAlt: string;
}

type Positioned = { position?: { start: Place } };
const at = (node: Positioned): Place => {
  const start = node.position?.start;
  return { line: start?.line ?? 1, column: start?.column ?? 1 };
};

/** Every link and image in a page, whichever way it is written. */
export function pageReferences(tree: Root, components: Record<string, ComponentSpec>, site: Record<string, unknown>) {
  const links: LinkReference[] = [];
  const images: ImageReference[] = [];
  const text = (value: ReturnType<typeof attributeValue>) => (value.kind === 'string' ? value.value : undefined);

  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, ...at(node) });
    if (node.type === 'image') {
      images.push({ url: node.url, alt: node.alt ?? '', howToAddAlt: `Describe it in the brackets: ![What the image shows](${node.url})`, ...at(node) });
    }
  });

  for (const element of jsxElements(tree)) {
    const attributes = namedAttributes(element);
    const value = (name: string) => {
      const attribute = attributes.find((candidate) => candidate.name === name);
      return attribute ? { attribute, value: text(attributeValue(attribute, site)) } : undefined;
    };
    if (element.name === 'a') {
      const href = value('href');
      if (href?.value !== undefined) links.push({ url: href.value, ...at(href.attribute) });
    }
    if (element.name === 'img') {
      const src = value('src');
      const alt = value('alt');
      if (src?.value !== undefined) {
        images.push({ url: src.value, alt: alt ? alt.value : '', howToAddAlt: 'Add alt="What the image shows"', ...at(element) });
      }
    }
    const spec = element.name ? components[element.name] : undefined;
    if (!spec) continue;
    for (const attribute of attributes) {
      if (!spec.props[attribute.name]) continue;
      const url = text(attributeValue(attribute, site));
      if (url === undefined) continue;
      if (isLinkProp(attribute.name)) links.push({ url, ...at(attribute) });
      if (isImageProp(attribute.name)) {
        // A component without an alt prop handles its image's text itself; only the file is checked.
        const altProp = altPropFor(attribute.name, spec);
        const alt = altProp ? value(altProp) : undefined;
        images.push({
          url,
          alt: altProp ? (alt ? alt.value : '') : undefined,
          howToAddAlt: `Add ${altProp}="What the image shows" to <${element.name}>`,
          ...at(attribute),
        });
      }
    }
  }
  return { links, images };
}
