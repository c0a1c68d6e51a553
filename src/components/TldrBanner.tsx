import { ExternalLink } from 'lucide-react';
import { sourceHost } from '../lib/source-host.ts';
import { SmartLink } from './SmartLink.tsx';
import type { TldrBannerProps } from './TldrBanner.props.ts';

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
