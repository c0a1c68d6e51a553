import type { PackageFact, QuestionFact, ServiceFact } from '../../lib/page-facts.ts';
import { parseMoney } from './money.ts';
import type { StructuredDataSite, Thing } from './schema-types.ts';

const ref = (id: string) => ({ '@id': id });

/** A service from <Offers>: each card an offer, and the figures ("45 minutes", "$99") as its terms and price. */
export function service(fact: ServiceFact, provider: Thing | { '@id': string }, pageUrl: string): Thing {
  const offers: Thing[] = fact.offers.map((offer) => ({
    '@type': 'Offer',
    name: offer.name,
    description: offer.description,
  }));
  if (fact.figures.length) {
    const money = fact.figures.map((figure) => parseMoney(figure.value)).find(Boolean);
    offers.push({
      '@type': 'Offer',
      description: fact.figures.map((figure) => `${figure.value} ${figure.label}`).join(', '),
      ...money,
      url: pageUrl,
    });
  }
  return { '@type': 'Service', name: fact.name, serviceType: fact.name, provider, offers };
}

/** The speaker, by the name in the settings and nothing more. */
export const speaker = (site: StructuredDataSite): Thing => ({ '@type': 'Person', name: site.speakerName });

/** The page's FAQ, from the cards inside <Questions>. */
export function faqPage(questions: QuestionFact[], pageUrl: string): Thing {
  return {
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** A page of evidence: an Article citing every source its <ResearchItem>s link. */
export function article(
  headline: string,
  description: string,
  citations: string[],
  pageUrl: string,
  organizationId: string,
): Thing {
  return {
    '@type': 'Article',
    headline,
    description,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    author: ref(organizationId),
    publisher: ref(organizationId),
    citation: [...new Set(citations)].map((url) => ({ '@type': 'CreativeWork', url })),
  };
}

/**
 * The UAE workshop from its <PackageCard> and the uaeWorkshop settings: online, on Zoom, both evenings. Once
 * registration has closed the offer is SoldOut (Google's event listing knows only InStock, SoldOut and PreOrder);
 * the event still took place as scheduled, so its status stays EventScheduled.
 */
export function workshopEvent(
  name: string,
  description: string,
  pack: PackageFact,
  site: StructuredDataSite,
  pageUrl: string,
  organizationId: string,
): Thing {
  const { year, sessions, utcOffset, language } = site.uaeWorkshop;
  const at = (date: string, time: string) => `${year}-${date}T${time}:00${utcOffset}`;
  const first = sessions[0];
  const last = sessions.at(-1);
  const location = { '@type': 'VirtualLocation', name: 'Zoom', url: pageUrl };
  return {
    '@type': 'EducationEvent',
    name,
    description,
    url: pageUrl,
    startDate: first && at(first.date, first.start),
    endDate: last && at(last.date, last.end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location,
    inLanguage: language,
    organizer: ref(organizationId),
    offers: {
      '@type': 'Offer',
      name: pack.title,
      ...parseMoney(pack.price),
      url: pageUrl,
      availability: pack.registrationOpen ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
    subEvent: sessions.map((session) => ({
      '@type': 'EducationEvent',
      name,
      startDate: at(session.date, session.start),
      endDate: at(session.date, session.end),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location,
    })),
  };
}
