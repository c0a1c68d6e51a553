/**
 * The one map of components copywriters can use in content/*.mdx.
 *
 * Each entry names the module under src/ that exports a component of the same name, the zod schema of
 * its props (declared once, beside the component, in `<Name>.props.ts`: the same schema types the
 * component and drives the content check), and whether it wraps copy. A page imports only the
 * components it uses: the build adds those imports to each MDX file, so every route's chunk carries just
 * its own components.
 *
 * Build-time only: the build and the checks read it in Node; zod never reaches the browser, because the
 * components import their props' types with `import type`.
 */
import type { z } from 'zod';
import { agendaAccordionProps } from './AgendaAccordion.props.ts';
import { agendaItemProps } from './AgendaItem.props.ts';
import { backLinkProps } from './BackLink.props.ts';
import { bookingEmbedProps } from './BookingEmbed.props.ts';
import { buttonLinkProps } from './ButtonLink.props.ts';
import { cardProps } from './Card.props.ts';
import { cardGridProps } from './CardGrid.props.ts';
import { carouselProps } from '../islands/Carousel.props.ts';
import { closingBandProps } from './ClosingBand.props.ts';
import { copyrightProps } from './Copyright.props.ts';
import { costCalculatorProps } from '../islands/CostCalculator.props.ts';
import { disclosureProps } from './Disclosure.props.ts';
import { factProps } from './Fact.props.ts';
import { factsProps } from './Facts.props.ts';
import { footerColumnProps } from './FooterColumn.props.ts';
import { guideProgressProps } from './GuideProgress.props.ts';
import { guideStepProps } from './GuideStep.props.ts';
import { heroProps } from './Hero.props.ts';
import { noteProps } from './Note.props.ts';
import { offersProps } from './Offers.props.ts';
import { opensAtTopProps } from './OpensAtTop.props.ts';
import { optionCardProps } from './OptionCard.props.ts';
import { packageCardProps } from './PackageCard.props.ts';
import { pageFooterProps } from './PageFooter.props.ts';
import { profileLinksProps } from './ProfileLinks.props.ts';
import { questionsProps } from './Questions.props.ts';
import { readingLayoutProps } from './ReadingLayout.props.ts';
import { researchItemProps } from './ResearchItem.props.ts';
import { sectionProps } from './Section.props.ts';
import { statProps } from './Stat.props.ts';
import { statGridProps } from './StatGrid.props.ts';
import { stepProps } from './Step.props.ts';
import { stepsProps } from './Steps.props.ts';
import { tableOfContentsProps } from './TableOfContents.props.ts';
import { tldrBannerProps } from './TldrBanner.props.ts';
import { whenRegistrationProps } from './WhenRegistration.props.ts';

export interface ComponentSpec {
  /** The module under src/ that exports the component, without extension: 'components/Card'. */
  file: string;
  /** Its props: the type of each, which are required, the allowed values, and a description of each. */
  props: z.ZodObject;
  /** Whether the component wraps copy: 'required', 'optional' or 'none'. */
  children: 'required' | 'optional' | 'none';
}

export const componentMap: Record<string, ComponentSpec> = {
  AgendaAccordion: { file: 'components/AgendaAccordion', props: agendaAccordionProps, children: 'required' },
  AgendaItem: { file: 'components/AgendaItem', props: agendaItemProps, children: 'optional' },
  BackLink: { file: 'components/BackLink', props: backLinkProps, children: 'required' },
  BookingEmbed: { file: 'components/BookingEmbed', props: bookingEmbedProps, children: 'optional' },
  ButtonLink: { file: 'components/ButtonLink', props: buttonLinkProps, children: 'required' },
  Card: { file: 'components/Card', props: cardProps, children: 'required' },
  CardGrid: { file: 'components/CardGrid', props: cardGridProps, children: 'required' },
  Carousel: { file: 'islands/Carousel', props: carouselProps, children: 'none' },
  ClosingBand: { file: 'components/ClosingBand', props: closingBandProps, children: 'required' },
  Copyright: { file: 'components/Copyright', props: copyrightProps, children: 'optional' },
  CostCalculator: { file: 'islands/CostCalculator', props: costCalculatorProps, children: 'none' },
  Disclosure: { file: 'components/Disclosure', props: disclosureProps, children: 'required' },
  Fact: { file: 'components/Fact', props: factProps, children: 'none' },
  Facts: { file: 'components/Facts', props: factsProps, children: 'required' },
  FooterColumn: { file: 'components/FooterColumn', props: footerColumnProps, children: 'required' },
  GuideProgress: { file: 'components/GuideProgress', props: guideProgressProps, children: 'none' },
  GuideStep: { file: 'components/GuideStep', props: guideStepProps, children: 'required' },
  Hero: { file: 'components/Hero', props: heroProps, children: 'required' },
  Note: { file: 'components/Note', props: noteProps, children: 'required' },
  Offers: { file: 'components/Offers', props: offersProps, children: 'required' },
  OpensAtTop: { file: 'components/OpensAtTop', props: opensAtTopProps, children: 'none' },
  OptionCard: { file: 'components/OptionCard', props: optionCardProps, children: 'required' },
  PackageCard: { file: 'components/PackageCard', props: packageCardProps, children: 'required' },
  PageFooter: { file: 'components/PageFooter', props: pageFooterProps, children: 'required' },
  ProfileLinks: { file: 'components/ProfileLinks', props: profileLinksProps, children: 'none' },
  Questions: { file: 'components/Questions', props: questionsProps, children: 'required' },
  ReadingLayout: { file: 'components/ReadingLayout', props: readingLayoutProps, children: 'required' },
  ResearchItem: { file: 'components/ResearchItem', props: researchItemProps, children: 'required' },
  Section: { file: 'components/Section', props: sectionProps, children: 'required' },
  Stat: { file: 'components/Stat', props: statProps, children: 'none' },
  StatGrid: { file: 'components/StatGrid', props: statGridProps, children: 'required' },
  Step: { file: 'components/Step', props: stepProps, children: 'required' },
  Steps: { file: 'components/Steps', props: stepsProps, children: 'required' },
  TableOfContents: { file: 'components/TableOfContents', props: tableOfContentsProps, children: 'required' },
  TldrBanner: { file: 'components/TldrBanner', props: tldrBannerProps, children: 'required' },
  WhenRegistration: { file: 'components/WhenRegistration', props: whenRegistrationProps, children: 'required' },
};
