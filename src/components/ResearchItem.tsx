import ExternalLink from 'lucide-react/icons/external-link';
import { site } from '../../content/site.ts';
import { fillTemplate } from '../lib/copy-template.ts';
import { usePageFacts } from '../lib/page-facts.ts';
import { sourceHost } from '../lib/source-host.ts';
import { SmartLink } from './SmartLink.tsx';
import type { ResearchItemProps } from './ResearchItem.props.ts';

/**
 * One piece of evidence on the research page: a finding, its source's host, and a button to read it, in the words
 * of researchItem in content/site.ts.
 */
export function ResearchItem({ title, link, stat, children }: ResearchItemProps) {
  usePageFacts()?.citations.push(link);
  const { readSource, readSourceFor, source } = site.researchItem;
  return (
    <article className="research-item not-prose">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-5">
        {stat && (
          <p className="research-stat" aria-hidden="true">
            {stat}
          </p>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-xl leading-snug text-navy-900 md:text-2xl">{title}</h3>
          <div className="research-body">{children}</div>
        </div>
      </div>
      {/* A paragraph, not a <footer> holding one: reader modes drop footers as page furniture, and a small block
          beside a button as a box of links, and the source is what the finding stands on. */}
      <p className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-navy-900/10 pt-4">
        <span className="min-w-0 text-sm text-navy-600">
          {`${source} `}
          <span className="font-semibold break-all text-navy-800">{sourceHost(link)}</span>
        </span>
        {/* A space, which a flex row does not draw: without it Reader View and copied text run the host into the
            button's words. */}{' '}
        <SmartLink href={link} className="btn btn-secondary btn-sm">
          {readSource}
          <span className="sr-only">{` ${fillTemplate(readSourceFor, { title })}`}</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </SmartLink>
      </p>
    </article>
  );
}
