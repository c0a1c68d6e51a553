import type { ComponentPropsWithoutRef } from 'react';
import type { MDXComponents } from 'mdx/types';
import { Picture } from '../components/Picture.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { usePicture } from '../lib/picture.ts';

/** A Markdown picture, ![alt](/images/x.jpg): at the size the copy's column needs, loaded as it nears the screen. */
function ProsePicture({ src = '', alt = '' }: ComponentPropsWithoutRef<'img'>) {
  const picture = usePicture(typeof src === 'string' ? src : '');
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
