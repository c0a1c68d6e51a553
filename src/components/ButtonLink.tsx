import { SmartLink } from './SmartLink.tsx';
import type { ButtonLinkProps } from './ButtonLink.props.ts';

/** A link that looks like a button: the page's calls to action. */
export function ButtonLink({ to, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <SmartLink href={to} className={`btn btn-${variant} not-prose`}>
      {children}
    </SmartLink>
  );
}
