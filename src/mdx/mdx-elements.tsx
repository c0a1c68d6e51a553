import type { ComponentPropsWithoutRef } from 'react';
import type { MDXComponents } from 'mdx/types';
import { SmartLink } from '../components/SmartLink.tsx';
import { withBase } from '../lib/base-url.ts';

/**
 * How plain Markdown renders inside pages: links go through SmartLink (in-site, smooth-scroll or new
 * tab), and images under public/ get the base path and load lazily.
 */
export const mdxElements: MDXComponents = {
  a: ({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) => <SmartLink href={href} {...props} />,
  img: ({ src = '', alt, ...props }: ComponentPropsWithoutRef<'img'>) => (
    <img src={typeof src === 'string' ? withBase(src) : src} alt={alt} loading="lazy" decoding="async" {...props} />
  ),
};
