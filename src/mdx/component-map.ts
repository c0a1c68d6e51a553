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
    children: 'none',
    props: {
      src: { type: 'expression', required: true, doc: 'The form address, from site.links.' },
      height: { type: 'number', required: true, doc: 'Height in pixels; reserved before the form loads.' },
      width: { type: 'number', doc: 'Width in pixels (narrows on small screens); full width when left out.' },
      title: { type: 'string', required: true, doc: 'What the form is, for screen readers.' },
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
