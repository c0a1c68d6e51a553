import ExternalLink from 'lucide-react/icons/external-link';
import { site } from '../../content/site.ts';
import { sourceHost } from '../lib/source-host.ts';
import { SmartLink } from './SmartLink.tsx';
import type { TldrBannerProps } from './TldrBanner.props.ts';

/** The page's one-paragraph summary for readers in a hurry, with its source, in the words of tldrBanner in content/site.ts. */
export function TldrBanner({ source, sourceLabel, children }: TldrBannerProps) {
  const words = site.tldrBanner;
  return (
    // A named region, not an <aside>: the summary is the page's own text, and reader modes drop asides (and
    // complementary landmarks) as page furniture.
    <section aria-label={words.label} className="tldr not-prose">
      <p className="tldr-label">{words.label}</p>
      <div className="tldr-body">{children}</div>
      <SmartLink href={source} className="tldr-source">
        {`${words.source} `}
        {sourceLabel ?? sourceHost(source)}
        <ExternalLink aria-hidden="true" className="size-4" />
      </SmartLink>
    </section>
  );
}
