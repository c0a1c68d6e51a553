/**
 * The one map of components copywriters can use in content/*.mdx.
 *
 * Each entry names the file in src/components/ that exports a component of the same name, and declares
 * the props it takes so the content checks can catch a missing or misspelt one at build time. A page
 * imports only the components it uses: the build adds those imports to each MDX file, so every route's
 * chunk carries just its own components.
 *
 * This file is plain data: the build reads it in Node and it never reaches the browser.
 */
export type PropType = 'string' | 'number' | 'boolean' | 'expression';

export interface PropSpec {
  type: PropType;
  required?: boolean;
  /** The only values a string prop accepts. */
  oneOf?: readonly string[];
  /** A sentence for CONTENT.md and the error messages. */
  doc?: string;
}

export interface ComponentSpec {
  /** File under src/components/, without extension. */
  file: string;
  props: Record<string, PropSpec>;
  /** Whether the component wraps copy: 'required', 'optional' or 'none'. */
  children: 'required' | 'optional' | 'none';
}

export const componentMap: Record<string, ComponentSpec> = {
  AgendaAccordion: {
    file: 'AgendaAccordion',
    children: 'required',
    props: {
      title: { type: 'string', required: true, doc: 'The line that opens and closes it: "Sample agenda (about 2 hours)".' },
      defaultOpen: { type: 'boolean', doc: 'Start open (readable without JavaScript and in print).' },
    },
  },
  AgendaItem: {
    file: 'AgendaItem',
    children: 'optional',
    props: {
      time: { type: 'string', required: true, doc: 'Time from the start, hh:mm: "00:15".' },
      title: { type: 'string', required: true },
    },
  },
  BookingEmbed: {
    file: 'BookingEmbed',
    children: 'optional',
    props: {
      src: { type: 'expression', required: true, doc: 'The form address from content/site.ts: src={site.links.contactForm}.' },
      height: { type: 'number', required: true, doc: 'The form height in pixels, reserved before it loads: height={1200}.' },
      width: { type: 'number', doc: 'The form width in pixels; it shrinks to fit phones. Full width when left out.' },
      title: { type: 'string', required: true, doc: 'What the frame holds, for screen readers: "Contact form".' },
    },
  },
  ButtonLink: {
    file: 'ButtonLink',
    children: 'required',
    props: {
      to: { type: 'string', required: true, doc: 'Where it goes: /research, #booking, or a full https URL.' },
      variant: { type: 'string', oneOf: ['primary', 'secondary', 'ghost'], doc: 'primary (amber, default), secondary (outlined) or ghost.' },
    },
  },
  Card: {
    file: 'Card',
    children: 'required',
    props: {
      title: { type: 'string', required: true },
      icon: { type: 'string', doc: 'A lucide icon name from src/components/icons.ts.' },
    },
  },
  CardGrid: {
    file: 'CardGrid',
    children: 'required',
    props: { columns: { type: 'number', doc: '2, 3 or 4 columns on wide screens (default 3).' } },
  },
  Copyright: {
    file: 'Copyright',
    children: 'optional',
    props: { holder: { type: 'expression', required: true, doc: 'Who holds the copyright: holder={site.brand}. The year is always current.' } },
  },
  Disclosure: {
    file: 'Disclosure',
    children: 'required',
    props: { label: { type: 'string', required: true, doc: 'The button that shows and hides the copy inside: "View Options".' } },
  },
  Fact: {
    file: 'Fact',
    children: 'none',
    props: {
      value: { type: 'string', required: true, doc: 'The figure, set large: "$99".' },
      label: { type: 'string', required: true, doc: 'What it counts: "per session".' },
    },
  },
  Facts: {
    file: 'Facts',
    children: 'required',
    props: {},
  },
  FooterColumn: {
    file: 'FooterColumn',
    children: 'required',
    props: { title: { type: 'string', required: true, doc: 'The column heading: "Services".' } },
  },
  Carousel: {
    file: 'Carousel',
    children: 'none',
    props: {
      label: { type: 'string', required: true, doc: 'What the pictures show as a whole, for screen readers.' },
      images: { type: 'expression', required: true, doc: 'A list of { src, alt } (optional width, height; default 1200×800).' },
    },
  },
  GuideStep: {
    file: 'GuideStep',
    children: 'required',
    props: {
      number: { type: 'number', required: true },
      title: { type: 'string', required: true },
      id: { type: 'string', required: true, doc: 'The stable anchor for sharing this step; keep it when the title changes.' },
    },
  },
  Hero: {
    file: 'Hero',
    children: 'required',
    props: {
      eyebrow: { type: 'string', doc: 'A short line above the headline.' },
      image: { type: 'string', doc: 'An illustration under public/, shown beside the copy on wide screens.' },
      imageAlt: { type: 'string' },
    },
  },
  PackageCard: {
    file: 'PackageCard',
    children: 'required',
    props: {
      title: { type: 'string', required: true },
      price: { type: 'string', required: true, doc: 'As shown: "AED 999".' },
      registrationOpen: { type: 'expression', required: true, doc: 'site.uaeWorkshop.registrationOpen: closed shows a disabled button.' },
      checkoutUrl: { type: 'expression', required: true, doc: 'site.links.uaeCheckout, opened by the dialog\'s Complete Payment.' },
      registerLabel: { type: 'string', doc: 'Button label while open (default "Register Now").' },
      closedLabel: { type: 'string', doc: 'Disabled button label once closed (default "Event Ended").' },
    },
  },
  PageFooter: {
    file: 'PageFooter',
    children: 'required',
    props: {},
  },
  BackLink: {
    file: 'BackLink',
    children: 'required',
    props: { to: { type: 'string', required: true, doc: 'Where it goes back to: / for home.' } },
  },
  ClosingBand: {
    file: 'ClosingBand',
    children: 'required',
    props: { id: { type: 'string', doc: 'The anchor links use to reach the band: #opportunity.' } },
  },
  Note: {
    file: 'Note',
    children: 'required',
    props: { title: { type: 'string', required: true, doc: 'A short bold line that says what the note is about.' } },
  },
  OpensAtTop: {
    file: 'OpensAtTop',
    children: 'none',
    props: {},
  },
  OptionCard: {
    file: 'OptionCard',
    children: 'required',
    props: {
      label: { type: 'string', required: true, doc: 'The option\'s short name: Option A.' },
      title: { type: 'string', required: true },
      badge: { type: 'string', doc: 'A key fact shown as a badge: 6-12 months.' },
      recommended: { type: 'boolean', doc: 'Highlights the option the page recommends.' },
    },
  },
  ReadingLayout: {
    file: 'ReadingLayout',
    children: 'required',
    props: {},
  },
  ResearchItem: {
    file: 'ResearchItem',
    children: 'required',
    props: {
      title: { type: 'string', required: true },
      link: { type: 'expression', required: true, doc: 'The source: {site.links.research.name}, a full https URL set in content/site.ts.' },
      stat: { type: 'string', doc: 'A headline figure the source reports, e.g. 3 of 4.' },
    },
  },
  Step: {
    file: 'Step',
    children: 'required',
    props: {
      title: { type: 'string', required: true },
      when: { type: 'string', doc: 'When to do it: This week.' },
      id: { type: 'string', doc: 'A stable anchor to share this step: id="set-the-table".' },
    },
  },
  Steps: {
    file: 'Steps',
    children: 'required',
    props: { columns: { type: 'number', doc: '3 (default) or 4 steps side by side on wide screens.' } },
  },
  TableOfContents: {
    file: 'TableOfContents',
    children: 'required',
    props: { title: { type: 'string', doc: 'The heading above the list (default: On this page).' } },
  },
  TldrBanner: {
    file: 'TldrBanner',
    children: 'required',
    props: {
      source: { type: 'expression', required: true, doc: 'The source of the headline claim, from content/site.ts.' },
      sourceLabel: { type: 'string', doc: 'Who published it: Barna Group, 2024.' },
    },
  },
  ProfileLinks: {
    file: 'ProfileLinks',
    children: 'none',
    props: {
      profiles: { type: 'expression', required: true, doc: 'site.links.profiles.' },
      label: { type: 'string', doc: 'Name of the list for screen readers (default "Profiles").' },
    },
  },
  Section: {
    file: 'Section',
    children: 'required',
    props: {
      id: { type: 'string', doc: 'The anchor links use to reach this section: #about.' },
      tone: { type: 'string', oneOf: ['plain', 'cream', 'navy'], doc: 'Background: plain (default), cream or navy.' },
      width: { type: 'string', oneOf: ['wide', 'prose'], doc: 'wide (default) or prose for long-form reading.' },
    },
  },
  Stat: {
    file: 'Stat',
    children: 'none',
    props: {
      value: { type: 'string', required: true, doc: 'The figure, shown large: "450,000+".' },
      label: { type: 'string', required: true, doc: 'What it counts.' },
    },
  },
  StatGrid: {
    file: 'StatGrid',
    children: 'required',
    props: {},
  },
};
