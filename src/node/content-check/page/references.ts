import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { z } from 'zod';
import type { ComponentSpec } from '../../../components/component-map.ts';
import { attributeExpression, attributeValue, codePlace, jsxElements, namedAttributes, nodeAtPath } from './jsx.ts';
import { altPropFor, propRole } from '../components/prop-roles.ts';
import { slotOfComponent, type PictureSlot } from '../../../lib/picture-slots.ts';
import type { AltPlace, AltText } from '../messages/links-and-images.ts';

interface Place {
  line: number;
  column: number;
}

/** A link written in a page: a Markdown link, an <a href>, or a component's link prop. */
export interface LinkReference extends Place {
  url: string;
}

/** An image written in a page, with its alt text and how the page writes it. */
export interface ImageReference extends Place {
  url: string;
  /** The alt text; undefined when it is code whose value is only known at run time, or not the page's to write. */
  alt: AltText | undefined;
  /** Where the page shows it, and the component that shows it there ('' for the page's copy). */
  slot: PictureSlot;
  component: string;
}

const inCopy = { slot: 'prose', component: '' } as const;
/** Alt text as written, unless it is code known only at run time. */
const written = (text: string | undefined, where: AltPlace): AltText | undefined =>
  text === undefined ? undefined : { text, ...where };
const shownBy = (component: string) => ({ slot: slotOfComponent[component] ?? 'prose', component });

type Positioned = { position?: { start: Place } };
const at = (node: Positioned): Place => {
  const start = node.position?.start;
  return { line: start?.line ?? 1, column: start?.column ?? 1 };
};

type References = { links: LinkReference[]; images: ImageReference[] };
const found = new WeakMap<Root, { components: unknown; site: unknown; references: References }>();

/** Every link and image in a page, whichever way it is written (found once per tree and settings). */
export function pageReferences(
  tree: Root,
  components: Record<string, ComponentSpec>,
  site: Record<string, unknown>,
): References {
  const cached = found.get(tree);
  if (cached?.components === components && cached.site === site) return cached.references;
  const references = findReferences(tree, components, site);
  found.set(tree, { components, site, references });
  return references;
}

function findReferences(
  tree: Root,
  components: Record<string, ComponentSpec>,
  site: Record<string, unknown>,
): References {
  const links: LinkReference[] = [];
  const images: ImageReference[] = [];
  const text = (value: ReturnType<typeof attributeValue>) =>
    value.known && typeof value.value === 'string' ? value.value : undefined;

  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, ...at(node) });
    if (node.type === 'image') {
      images.push({ url: node.url, alt: { text: node.alt ?? '', in: 'markdown' }, ...inCopy, ...at(node) });
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
        images.push({ url: src.value, alt: written(alt ? alt.value : '', { in: 'img' }), ...inCopy, ...at(element) });
      }
    }
    const spec = element.name ? components[element.name] : undefined;
    if (!spec) continue;
    for (const attribute of attributes) {
      const schema = (spec.props.shape as Record<string, z.ZodType>)[attribute.name];
      const role = schema && propRole(attribute.name, schema);
      if (role === 'images') {
        images.push(...pictureList(attribute, site, element.name!, at(attribute)));
        continue;
      }
      const url = role && text(attributeValue(attribute, site));
      if (url === undefined) continue;
      if (role === 'link') links.push({ url, ...at(attribute) });
      if (role === 'image') {
        // A component without an alt prop handles its image's text itself; only the file is checked.
        const altProp = altPropFor(attribute.name, spec);
        const alt = altProp ? value(altProp) : undefined;
        images.push({
          url,
          alt: altProp
            ? written(alt ? alt.value : '', { in: 'prop', component: element.name!, prop: altProp })
            : undefined,
          ...shownBy(element.name!),
          ...at(attribute),
        });
      }
    }
  }
  return { links, images };
}

/** The pictures of a list prop (`images={[{ src, alt }, …]}`), each at the place it is written. */
function pictureList(
  attribute: MdxJsxAttribute,
  site: Record<string, unknown>,
  component: string,
  fallback: Place,
): ImageReference[] {
  const evaluated = attributeValue(attribute, site);
  if (!evaluated.known || !Array.isArray(evaluated.value)) return [];
  const expression = attributeExpression(attribute);
  return evaluated.value.flatMap((picture, index): ImageReference[] => {
    if (typeof picture !== 'object' || picture === null || typeof (picture as { src?: unknown }).src !== 'string')
      return [];
    const { src, alt } = picture as { src: string; alt?: unknown };
    const place = (expression && codePlace(nodeAtPath(expression, [index]))) ?? fallback;
    return [
      {
        url: src,
        // A picture with no alt at all breaks the prop's schema, reported by the props check.
        alt: typeof alt === 'string' ? { text: alt, in: 'list', component, list: attribute.name } : undefined,
        ...shownBy(component),
        ...place,
      },
    ];
  });
}
