/**
 * Site-wide settings: the words and links every page shares. Change a name or a URL here and every
 * page follows.
 *
 * PLACEHOLDERS: any URL on example.com is a placeholder that must be replaced with the real address
 * before launch (`npm run check` lists every one still here). The speaker's name is a placeholder too
 * until the real name is filled in: never invent one.
 */
export const site = {
  /** The movement's name, used in headings such as "Why … for Your Workplace?". */
  brand: 'Family Glue',
  /** The founder and keynote speaker, as the keynote page shows it after "Book". PLACEHOLDER. */
  speakerName: 'Our Founder',
  /** The public address the site is served from, for canonical links and social previews. PLACEHOLDER. */
  siteUrl: 'https://www.example.com',
  /** Social preview image for pages that set no `image` in their frontmatter. */
  defaultImage: '/images/social-preview.png',

  /** The header's links, in order. `/#corporate` scrolls on the home page and navigates from the others. */
  navigation: [
    { label: 'Lighthouse', to: '/lighthouse' },
    { label: 'Keynote', to: '/keynote' },
    { label: 'Enterprise', to: '/#corporate' },
    { label: 'UAE Session', to: '/uaeworkshop' },
  ],
  /** The header's call-to-action button. */
  bookNow: { label: 'Book Now', to: '/keynote' },

  /** The UAE live online workshop. */
  uaeWorkshop: {
    /**
     * Whether the package button takes registrations. false shows the grey, disabled "Event Ended" button;
     * true makes it open the registration dialog, whose Complete Payment button goes to links.uaeCheckout.
     */
    registrationOpen: false as boolean,
  },

  /** Every outbound address. PLACEHOLDER where the host is example.com. */
  links: {
    /** Home page contact form (embedded). */
    contactForm: 'https://forms.example.com/contact',
    /** Keynote booking form (embedded). */
    keynoteBookingForm: 'https://forms.example.com/keynote-booking',
    /** Press page, opened from the keynote page. */
    pressPage: 'https://press.example.com/',
    /** UAE workshop checkout, opened by the registration dialog's Complete Payment button. */
    uaeCheckout: 'https://pay.example.com/uae-workshop',
    /** Reflection article linked from the Lighthouse page. */
    reflectionArticle: 'https://blog.example.com/lighthouse-homes-reflection',
    /** Source for the TL;DR banner on the research page. */
    researchSummarySource: 'https://www.example.com/research-summary',
    /** Profiles in the Lighthouse page footer. */
    profiles: [
      { label: 'LinkedIn', url: 'https://www.example.com/linkedin-profile' },
      { label: 'Instagram', url: 'https://www.example.com/instagram-profile' },
    ],
  },
} as const;

export type Site = typeof site;
