import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink.tsx';

export interface ButtonLinkProps {
  /** /research, #booking, or a full https URL (opens in a new tab). */
  to: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  children: ReactNode;
}

/** A link that looks like a button: the page's calls to action. */
export function ButtonLink({ to, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <SmartLink href={to} className={`btn btn-${variant} not-prose`}>
      {children}
    </SmartLink>
  );
}
