import ArrowLeft from 'lucide-react/icons/arrow-left';
import { SmartLink } from './SmartLink.tsx';
import type { BackLinkProps } from './BackLink.props.ts';

/** A quiet "← Back to …" link at the top of an inner page. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <SmartLink href={to} className="back-link not-prose">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </SmartLink>
  );
}
