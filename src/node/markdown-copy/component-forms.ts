import type { PhrasingContent, RootContent } from 'mdast';
import { site } from '../../../content/site.ts';
import { componentMap } from '../../components/component-map.ts';
import { fillTemplate } from '../../lib/copy-template.ts';
import {
  FIGURE_NAMES,
  formatCost,
  formatFigure,
  opportunityCost,
  type CostFigures,
} from '../../lib/opportunity-cost.ts';
import { sourceHost } from '../../lib/source-host.ts';
import { asPhrasing, heading, image, link, list, paragraph, strong, text } from './mdast-builders.ts';

/** One component in the page, as its form sees it: its props (the page's code run) and what is inside it. */
export interface FormInput {
  props: Record<string, unknown>;
  /** What is between its tags, as Markdown. */
  children: () => RootContent[];
  /** The components of that name inside it, in order (the agenda's items). */
  inside: (name: string) => FormInput[];
}

/** How a component reads in the page's Markdown copy. */
export interface MarkdownForm {
  write: (input: FormInput) => RootContent[];
  /**
   * The props (and `children`) whose words the copy leaves out on purpose, each with why: words a screen reader or a
   * search engine gets, a control's label, navigation. tests/unit/node/markdown-copy/component-forms.test.ts fails for a
   * prop with words that is neither written nor listed here.
   */
  leaves?: Record<string, string>;
}

const string = (value: unknown) => (typeof value === 'string' ? value : undefined);
const words = (value: unknown): PhrasingContent[] => (typeof value === 'string' && value !== '' ? [text(value)] : []);

/** A title prop's heading level, as the page's outline has it (`.meta({ heading: 3 })` in the props). */
function depthOf(component: string, prop = 'title'): number {
  const meta = componentMap[component]?.props.shape[prop]?.meta() as { heading?: number } | undefined;
  return meta?.heading ?? 3;
}

const titled = (component: string) => (input: FormInput) => [
  heading(depthOf(component), ...words(input.props.title)),
  ...input.children(),
];
const childrenOnly = (input: FormInput) => input.children();
const nothing = () => [];
/** A step of <Steps>, an item of its numbered list: when, in bold with the title, then its words. */
function stepItem(input: FormInput): RootContent[] {
  const when = words(input.props.when);
  return [
    paragraph(strong(...(when.length ? [...when, text(': ')] : []), ...words(input.props.title))),
    ...input.children(),
  ];
}

/** A figure and what it counts: "**$99** per session". */
const figure = (input: FormInput) => [
  paragraph(strong(...words(input.props.value)), text(' '), ...words(input.props.label)),
];
const ANCHOR = "the section's anchor";

/**
 * Every component copywriters can use (src/components/component-map.ts), written as a reader of the Markdown copy would want
 * it: its words, its links as links, its pictures with their alt text. A component added to the map needs a form here
 * (the type says so).
 */
export const componentForms: Record<string, MarkdownForm> = {
  AgendaAccordion: {
    // A table of times: one row per item, the headings from the accordion's props.
    write: (input) => {
      const items = input.inside('AgendaItem');
      const row = (cells: PhrasingContent[][]) => ({
        type: 'tableRow' as const,
        children: cells.map((children) => ({ type: 'tableCell' as const, children })),
      });
      const table: RootContent = {
        type: 'table',
        align: [null, null],
        children: [
          row([words(input.props.timeHeading), words(input.props.itemHeading)]),
          ...items.map((item) => {
            const details = asPhrasing(item.children());
            return row([
              words(item.props.time),
              [strong(...words(item.props.title)), ...(details.length ? [text(': '), ...details] : [])],
            ]);
          }),
        ],
      };
      return [heading(depthOf('AgendaAccordion'), ...words(input.props.title)), table];
    },
  },
  AgendaItem: {
    // Outside an agenda (the agenda writes its own as rows): its time, title and words on a line.
    write: (input) => [
      paragraph(
        strong(...words(input.props.time)),
        text(' '),
        ...words(input.props.title),
        text(' '),
        ...asPhrasing(input.children()),
      ),
    ],
  },
  BackLink: { write: nothing, leaves: { children: 'a way back to another page: navigation, not the page' } },
  BookingEmbed: {
    // The form itself cannot travel in Markdown: a link to it, named by its title (or the words inside).
    write: (input) => {
      const inside = asPhrasing(input.children());
      return [paragraph(link(string(input.props.src) ?? '', ...(inside.length ? inside : words(input.props.title))))];
    },
    leaves: { title: "the frame's name for screen readers: the link's words when nothing is written inside" },
  },
  ButtonLink: { write: (input) => [link(string(input.props.to) ?? '', ...asPhrasing(input.children()))] },
  Card: { write: titled('Card') },
  CardGrid: { write: childrenOnly },
  Carousel: {
    // Its pictures with their alt text, under what they show as a whole.
    write: (input) => {
      const pictures = (input.props.images as { src: string; alt: string }[]).map((picture) =>
        paragraph(image(picture.src, picture.alt)),
      );
      return [paragraph(strong(...words(input.props.label))), ...pictures];
    },
  },
  ClosingBand: { write: childrenOnly, leaves: { id: ANCHOR } },
  Copyright: {
    write: (input) => [
      paragraph(
        text(`© ${new Date().getFullYear()} `),
        ...words(input.props.holder),
        text('. '),
        ...asPhrasing(input.children()),
      ),
    ],
  },
  CostCalculator: {
    // The reader's own sum needs the page: the copy gives its formula, in the labels' words, and the sum with the
    // starting figures, as the page shows it before anyone types.
    write: (input) => {
      const figures = input.props.figures as CostFigures;
      const label = (name: string) => string(input.props[`${name}Label`]) ?? '';
      const formula = `${label('parents')} × ${label('affected')} × ${label('loss')} × ${label('salary')} = ${label('result')}`;
      const start = Object.fromEntries(FIGURE_NAMES.map((name) => [name, figures[name].start])) as Record<
        (typeof FIGURE_NAMES)[number],
        number
      >;
      const filled = Object.fromEntries(
        FIGURE_NAMES.map((name) => [name, formatFigure(name, start[name], figures.currency)]),
      );
      const sum = fillTemplate(string(input.props.sum) ?? '', {
        ...filled,
        cost: formatCost(opportunityCost(start), figures.currency),
      });
      return [paragraph(strong(...words(input.props.title))), paragraph(text(formula)), paragraph(text(sum))];
    },
    leaves: Object.fromEntries(
      [
        'incompleteMessage',
        'emptyMessage',
        'notNumberMessage',
        'rangeMessage',
        'wholeMessage',
        'copyLabel',
        'copiedMessage',
        'copyFailedMessage',
      ].map((prop) => [prop, 'what the calculator says to someone typing in it']),
    ),
  },
  Disclosure: {
    // Open: the copy shows everything, under the button's words.
    write: (input) => [paragraph(strong(...words(input.props.label))), ...input.children()],
  },
  Fact: { write: figure },
  Facts: { write: childrenOnly },
  FooterColumn: { write: titled('FooterColumn') },
  GuideProgress: { write: nothing },
  GuideStep: {
    // Numbered, in the words a screen reader hears for the step's heading: "Step 1: Gather your people".
    write: (input) => {
      const title = fillTemplate(site.guideProgress.stepHeading, {
        number: String(input.props.number),
        title: string(input.props.title) ?? '',
      });
      return [heading(depthOf('GuideStep'), text(title)), ...input.children()];
    },
    leaves: { id: "the step's anchor" },
  },
  Hero: {
    // The headline first, then the line the page shows above it, the rest, and the illustration with its alt text.
    write: (input) => {
      const inside = input.children();
      const headlineFirst = inside[0]?.type === 'heading' ? 1 : 0;
      const eyebrow = words(input.props.eyebrow);
      const picture = string(input.props.image);
      return [
        ...inside.slice(0, headlineFirst),
        ...(eyebrow.length ? [paragraph(...eyebrow)] : []),
        ...inside.slice(headlineFirst),
        ...(picture ? [paragraph(image(picture, string(input.props.imageAlt) ?? ''))] : []),
      ];
    },
  },
  Note: {
    write: (input) => [
      {
        type: 'blockquote',
        children: [paragraph(strong(...words(input.props.title))), ...(input.children() as never[])],
      },
    ],
  },
  Offers: { write: childrenOnly, leaves: { service: "the service's name for search engines, not shown" } },
  OpensAtTop: { write: nothing },
  OptionCard: {
    // "Option C: Partner with us", its key fact and whether the page recommends it, then its words.
    write: (input) => {
      const facts = [
        string(input.props.badge),
        input.props.recommended === true ? site.optionCard.recommended : undefined,
      ].filter(Boolean);
      return [
        heading(depthOf('OptionCard'), ...words(input.props.label), text(': '), ...words(input.props.title)),
        ...(facts.length ? [paragraph(strong(text(facts.join(' · '))))] : []),
        ...input.children(),
      ];
    },
  },
  PackageCard: {
    // Its facts (the list inside), its price, and whether it can still be booked: the checkout while registration is
    // open, the closed button's words once it is not.
    write: (input) => {
      const open = input.props.registrationOpen === true;
      const action = open
        ? link(
            string(input.props.checkoutUrl) ?? '',
            text(string(input.props.registerLabel) ?? site.packageCard.register),
          )
        : text(string(input.props.closedLabel) ?? site.packageCard.closed);
      return [
        heading(depthOf('PackageCard'), ...words(input.props.title)),
        ...input.children(),
        paragraph(strong(...words(input.props.price))),
        paragraph(action),
      ];
    },
    leaves: {
      registerLabel: 'shown only while registration is open',
      closedLabel: 'shown only once registration has closed',
    },
  },
  PageFooter: { write: childrenOnly },
  ProfileLinks: {
    write: (input) => [
      list(
        false,
        (input.props.profiles as { label: string; url: string }[]).map((profile) => [
          paragraph(link(profile.url, text(profile.label))),
        ]),
      ),
    ],
    leaves: { label: 'what a screen reader calls the row of links' },
  },
  Questions: { write: childrenOnly },
  ReadingLayout: { write: childrenOnly },
  ResearchItem: {
    // Its title, its description and "Source: [host](url)".
    write: (input) => {
      const source = string(input.props.link) ?? '';
      return [
        heading(depthOf('ResearchItem'), ...words(input.props.title)),
        ...input.children(),
        paragraph(text(`${site.researchItem.source} `), link(source, text(sourceHost(source)))),
      ];
    },
    leaves: { stat: 'the headline figure, which the description states' },
  },
  Section: { write: childrenOnly, leaves: { id: ANCHOR } },
  Stat: { write: figure },
  StatGrid: { write: childrenOnly },
  Step: { write: (input) => stepItem(input), leaves: { id: "the step's anchor" } },
  Steps: {
    // Numbered, as the page numbers them.
    write: (input) => {
      const steps = input.inside('Step');
      return steps.length ? [list(true, steps.map(stepItem))] : input.children();
    },
  },
  TableOfContents: {
    write: nothing,
    leaves: { title: 'navigation within the page', children: 'navigation within the page' },
  },
  TldrBanner: {
    // A quote box: the label, the claim, and where it comes from.
    write: (input) => {
      const source = string(input.props.source) ?? '';
      const sourceName = string(input.props.sourceLabel) ?? sourceHost(source);
      return [
        {
          type: 'blockquote',
          children: [
            paragraph(strong(text(site.tldrBanner.label))),
            ...(input.children() as never[]),
            paragraph(text(`${site.tldrBanner.source} `), link(source, text(sourceName))),
          ],
        },
      ];
    },
  },
  WhenRegistration: {
    // The copy that follows the setting, as the page shows it.
    write: (input) => {
      const open = site.uaeWorkshop.registrationOpen;
      const shown = input.props.open === true ? open : input.props.closed === true ? !open : true;
      return shown ? input.children() : [];
    },
    leaves: { children: 'shown only while registration is open, or only once it has closed, as the page shows it' },
  },
};
