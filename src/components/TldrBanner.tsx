import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { sourceHost } from '../lib/source-host.ts';
import { SmartLink } from './SmartLink.tsx';

export interface TldrBannerProps {
  /** Where the headline claim comes from: a full https URL. */
  source: string;
  /** Who published it, shown on the source button, e.g. "Barna Group, 2024". Defaults to the host. */
  sourceLabel?: string;
  children: ReactNode;
}

/** The page's one-paragraph summary for readers in a hurry, with its source. */
export function TldrBanner({ source, sourceLabel, children }: TldrBannerProps) {
  return (
    <aside aria-label="TL;DR" className="tldr not-prose">
      <p className="tldr-label">TL;DR</p>
      <div className="tldr-body">{children}</div>
      <SmartLink href={source} className="tldr-source">
        Source: {sourceLabel ?? sourceHost(source)}
        <ExternalLink aria-hidden="true" className="size-4" />
      </SmartLink>
    </aside>
  );
}
