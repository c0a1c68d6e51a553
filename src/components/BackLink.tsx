import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { SmartLink } from './SmartLink.tsx';

/** A quiet "← Back to …" link at the top of an inner page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <SmartLink href={to} className="back-link not-prose">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </SmartLink>
  );
}
