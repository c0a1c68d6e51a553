import type { z } from 'zod';
import type { ComponentSpec } from '../../../components/component-map.ts';

/** What a prop's value is, for the link and image checks. */
export type PropRole = 'link' | 'image' | 'images';

/*
 * Which component props hold a link or an image. A prop's schema may say so with `.meta({ role })`;
 * otherwise its name decides, so components added to the map later are checked without listing them:
 *   links:  to, href, url, or a name ending in To / Href / Url   (ButtonLink to, Card href, …)
 *   images: image, src, or a name ending in Image / Src          (Hero image, …)
 *   lists of pictures: images, or a name ending in Images        (Carousel images: [{ src, alt }, …])
 * An image prop's alt text is the prop named `<image prop>Alt` (Hero imageAlt), or `alt`, when the
 * component declares one; each picture in a list carries its own `alt`.
 */
const byName: [RegExp, PropRole][] = [
  [/^(to|href|url)$|(To|Href|Url)$/, 'link'],
  [/^(image|src)$|(Image|Src)$/, 'image'],
  [/^images$|Images$/, 'images'],
];

export function propRole(name: string, schema: z.ZodType): PropRole | undefined {
  const declared = (schema.meta() as { role?: PropRole } | undefined)?.role;
  return declared ?? byName.find(([pattern]) => pattern.test(name))?.[1];
}

/** The prop that carries an image prop's alt text, if the component has one. */
export function altPropFor(imageProp: string, spec: ComponentSpec): string | undefined {
  const props = spec.props.shape;
  if (Object.hasOwn(props, `${imageProp}Alt`)) return `${imageProp}Alt`;
  return Object.hasOwn(props, 'alt') ? 'alt' : undefined;
}
