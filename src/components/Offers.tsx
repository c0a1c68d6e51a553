import { ServiceContext, usePageFacts, type ServiceFact } from '../lib/page-facts.ts';
import type { OffersProps } from './Offers.props.ts';

/**
 * Marks the cards and figures inside as one service the page offers (each card an option, each figure such as
 * "45 minutes" or "$99" a term), so search engines list it. It adds nothing to the page itself.
 */
export function Offers({ service, speaker = false, children }: OffersProps) {
  const facts = usePageFacts();
  const entry: ServiceFact = { name: service, bySpeaker: speaker, offers: [], figures: [] };
  facts?.services.push(entry);
  return <ServiceContext value={entry}>{children}</ServiceContext>;
}
