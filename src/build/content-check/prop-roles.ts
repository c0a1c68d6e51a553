import type { ComponentSpec } from '../../mdx/component-map.ts';

/*
 * Which component props hold a link or an image, by name, so components added to the map later are
 * checked without listing them here:
 *   links:  to, href, url, or a name ending in To / Href / Url   (ButtonLink to, Card href, …)
 *   images: image, src, or a name ending in Image / Src          (Hero image, …)
 * An image prop's alt text is the prop named `<image prop>Alt` (Hero imageAlt), or `alt`, when the
 * component declares one.
 */
const linkName = /^(to|href|url)$|(To|Href|Url)$/;
const imageName = /^(image|src)$|(Image|Src)$/;

export function isLinkProp(name: string): boolean {
  return linkName.test(name);
}

export function isImageProp(name: string): boolean {
  return imageName.test(name);
}

/** The prop that carries an image prop's alt text, if the component has one. */
export function altPropFor(imageProp: string, spec: ComponentSpec): string | undefined {
  if (spec.props[`${imageProp}Alt`]) return `${imageProp}Alt`;
  return spec.props.alt ? 'alt' : undefined;
}
