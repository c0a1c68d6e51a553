import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { withBase } from '../lib/base-url.ts';
import { linkKind } from '../lib/link-kind.ts';
import { scrollToHash } from '../lib/scroll-to-hash.ts';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Called after the link is followed, e.g. to close the menu it sits in. */
  onFollow?: () => void;
}

const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The one link every page uses. `#x`, and `/page#x` while already on /page, smooth-scroll to the
 * section; `/x` navigates inside the site under its base path; web addresses open in a new tab.
 */
export function SmartLink({ href, onFollow, onClick, children, ...rest }: SmartLinkProps) {
  const { pathname } = useLocation();
  const kind = linkKind(href);

  if (kind === 'external') {
    const web = /^https?:/i.test(href);
    return (
      <a href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} onClick={onClick} {...rest}>
        {children}
        {web && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    );
  }

  const [path = '', hash] = href.split('#');
  const samePage = kind === 'hash' || (hash !== undefined && (path || '/') === pathname);
  if (samePage) {
    return (
      <a
        href={kind === 'hash' ? href : withBase(href)}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || isModified(event)) return;
          if (scrollToHash(`#${hash ?? ''}`)) event.preventDefault();
          onFollow?.();
        }}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      to={href}
      onClick={(event) => {
        onClick?.(event);
        onFollow?.();
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
