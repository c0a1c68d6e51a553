import { useContext, type ComponentPropsWithoutRef } from 'react';
import type { MDXComponents } from 'mdx/types';
import { site } from '../../content/site.ts';
import { Picture } from './Picture.tsx';
import { SmartLink } from './SmartLink.tsx';
import * as ZoomablePhotoModule from '../islands/ZoomablePhoto.tsx';
import { INSIDE_LINK_ATTRIBUTE, InsideLinkContext } from '../lib/inside-link.ts';
import { usePicture } from '../lib/picture.ts';
import { serverIsland } from '../node/render/server-island.tsx';

const ZoomablePhoto = serverIsland('ZoomablePhoto', ZoomablePhotoModule);

/**
 * A Markdown picture, ![alt](/images/x.jpg): at the size the copy's column needs, loaded as it nears the screen.
 * A photo (one the build encoded) opens large when tapped; an illustration (SVG) or a GIF stays as it is, and so
 * does a photo the copy puts inside a link, [![alt](/images/x.jpg)](https://…) or <a href="…">: the copywriter's link wins, since
 * the photo's own link to its largest copy would be a link inside a link.
 */
function ProsePicture({ src = '', alt = '', ...props }: ComponentPropsWithoutRef<'img'>) {
  const picture = usePicture(typeof src === 'string' ? src : '');
  // Inside a Markdown link, the link says so; inside an <a> written as JSX, the build's mark does.
  const insideLink = useContext(InsideLinkContext) || INSIDE_LINK_ATTRIBUTE in props;
  if (picture.formats?.length && !insideLink)
    return <ZoomablePhoto picture={picture} alt={alt} words={site.photoViewer} />;
  return <Picture picture={picture} alt={alt} slot="prose" />;
}

/**
 * How plain Markdown renders inside pages: links go through SmartLink (in-site, smooth-scroll or new
 * tab), and pictures through <Picture>.
 */
export const mdxElements: MDXComponents = {
  a: ({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) => <SmartLink href={href} {...props} />,
  img: ProsePicture,
};
