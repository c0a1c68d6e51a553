import { createContext, useContext } from 'react';
import type { PictureData } from './picture.ts';

/** A question and its answer, as a page's FAQ shows them. */
export interface QuestionFact {
  question: string;
  answer: string;
}

/** A service a page offers, with its options (cards) and key figures ("45 minutes", "$99"). */
export interface ServiceFact {
  name: string;
  /** Given by the speaker (site.speakerName) rather than the organisation. */
  bySpeaker: boolean;
  offers: { name: string; description: string }[];
  figures: { value: string; label: string }[];
}

/** A priced package, such as the UAE workshop's. */
export interface PackageFact {
  title: string;
  price: string;
  registrationOpen: boolean;
}

/**
 * What a page's components say about it, gathered while the server renders it so the structured data in
 * the page's head is built from the same copy the page shows (never written twice).
 */
export interface PageFacts {
  questions: QuestionFact[];
  services: ServiceFact[];
  /** Sources the page links as evidence. */
  citations: string[];
  packages: PackageFact[];
  /** The <Hero>'s picture: preloaded in the page's head, and drawn on its social image. */
  hero?: PictureData;
}

export const emptyPageFacts = (): PageFacts => ({ questions: [], services: [], citations: [], packages: [] });

/** The collector for the page being rendered; null where nothing collects (unit tests, the browser). */
export const PageFactsContext = createContext<PageFacts | null>(null);
/** Set inside <Questions>: the cards there are questions and answers. */
export const InQuestionsContext = createContext(false);
/** Set inside <Offers>: the service the cards and figures there belong to. */
export const ServiceContext = createContext<ServiceFact | null>(null);

export const usePageFacts = () => useContext(PageFactsContext);
