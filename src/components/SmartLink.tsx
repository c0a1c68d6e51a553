import type { AnchorHTMLAttributes } from 'react';
import { site } from '../../content/site.ts';
import { useSiteHref } from '../layout/use-site-href.ts';
import { InsideLinkContext } from '../lib/inside-link.ts';
import { linkKind } from '../lib/link-kind.ts';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/** A link to a page of the site (`/x`, `/x#y`), resolved by React Router for the page being rendered. */
function SiteLink({ href, ...rest }: SmartLinkProps) {
  return <a href={useSiteHref(href)} {...rest} />;
}

/**
 * The one link every page uses, as plain HTML: `#x` (and `/page#x` on /page) jumps on the page — smoothly,
 * clear of the fixed header, through CSS; `/x` is a page of the site under its base path; web addresses
 * open in a new tab, and say so to screen readers (site.newTab). What it wraps knows it is inside a link (InsideLinkContext), so it draws no link of its own.
 */
export function SmartLink({ href, children: content, ...rest }: SmartLinkProps) {
  const children = <InsideLinkContext value>{content}</InsideLinkContext>;
  if (linkKind(href) === 'internal')
    return (
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
    );
  const web = /^https?:/i.test(href);
  return (
    <a href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {web && <span className="sr-only">{` ${site.newTab}`}</span>}
    </a>
  );
}
