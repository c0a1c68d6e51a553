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
  /**
   * One paragraph about the whole site, at the top of /llms.txt, the list of pages AI assistants read. The build fills
   * in {sessionLength} and {sessionPrice} from personalSession below, so the price is written once.
   */
  summary:
    'A movement that helps families, schools and workplaces turn worry about AI and children into connection. It offers corporate workshops (a 6-hour session, a 2-day retreat or a custom format), one-on-one sessions for parents ({sessionLength}, {sessionPrice} per session), keynotes by its founder, a guide to hosting a Lighthouse Homes evening where families explore AI together, and the research behind the business case for supporting working parents.',
  /**
   * The one-on-one parent session: its length and price, as the home page shows them (and the summary above, search
   * results and the Markdown copies repeat them). Change the price here, and every place follows.
   */
  personalSession: { length: '45 minutes', price: '$99' },
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
  /**
   * Old addresses that lead to a page: when a page is retired or renamed, add { from: '/old-address', to: '/new-page' },
   * so links and bookmarks to the old address still arrive. `to` must be a page in content/; `from` must not be
   * one (delete or rename that page's file first). Empty, [], when no address has moved.
   */
  redirects: [],
  /** The short page left at each old address in `redirects`, for the moment before the browser moves on. */
  redirectPage: {
    /** The page's title, in the browser's tab. */
    title: 'This page has moved',
    /** The link to the new page, for a browser that does not move by itself. */
    link: 'Go to the new page',
  },
  /** The header's call-to-action button. */
  bookNow: { label: 'Book Now', to: '/keynote' },
  /** The words of the header's menu, on wide screens and in the drawer it opens in on phones. */
  menu: {
    /** What a screen reader calls the header's list of links (the page does not show it). */
    label: 'Main',
    /** What a screen reader hears for the menu button on phones, drawn as three lines. */
    open: 'Open navigation',
    /** The heading at the top of the drawer the menu button opens. */
    title: 'Navigation',
    /** What a screen reader hears for the drawer's close button, drawn as a cross. */
    close: 'Close navigation',
  },
  /**
   * The header's choice of colours, beside the menu: a small picture of a sun, a moon or both, which opens a list of
   * these three. What a screen reader calls it, then each choice as the list shows it.
   */
  colorScheme: {
    label: 'Colour scheme',
    /** Follow the phone's or computer's own setting (the first choice, until a visitor makes another). */
    system: 'As on this device',
    light: 'Light',
    dark: 'Dark',
  },
  /** The first link on every page, shown when a keyboard's Tab reaches it: it jumps past the header to the page. */
  skipLink: 'Skip to content',
  /** What a screen reader hears after every link to another website, which opens in a new tab. */
  newTab: '(opens in a new tab)',
  /**
   * The link at the bottom of every page of a branch preview (never of the live site), which opens the page's file
   * in GitHub's editor on that branch; in `npm start`, in your own editor.
   */
  editLink: {
    /** The link's words. */
    label: 'Edit this page',
    /** The site's repository on GitHub, as its page there is addressed: https://github.com/<owner>/<name>. PLACEHOLDER. */
    repository: 'https://github.com/OWNER/REPOSITORY',
  },

  /**
   * The words of a step-by-step guide's steps and the host's ticks on them (<GuideStep>, <GuideProgress>). The page
   * fills in each {…}.
   */
  guideProgress: {
    /** The word beside each step's tick. */
    done: 'Done',
    /** What a screen reader hears for a step's tick: the word beside it, the step's {number} and its {title}. */
    tickLabel: '{done}: Step {number}, {title}',
    /** What the page shows, and a screen reader hears, as steps are ticked: {done} and {total} are numbers. */
    summary: '{done} of {total} steps done',
    startOver: 'Start over',
    /**
     * What a screen reader hears as each step's heading: the page shows only the step's {title} (its {number} is
     * drawn in the circle beside it), the rest is read out with it.
     */
    stepHeading: 'Step {number}: {title}',
    /** What a screen reader hears for the link icon beside each step's heading, which points at the step. */
    stepLink: 'Link to this step',
  },
  /** The words of the viewer a photo opens in when tapped (the carousel's slides, photos in a page's copy). */
  photoViewer: {
    close: 'Close',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  /** The words of each finding on the research page (<ResearchItem>). */
  researchItem: {
    /** The button that opens the source. */
    readSource: 'Read the source',
    /** What a screen reader hears after the button's words, so that each button names its finding's {title}. */
    readSourceFor: 'for “{title}”',
    /** The word before the source's web address, under each finding. */
    source: 'Source:',
  },
  /** What a screen reader hears of a picture carousel (<Carousel>): the page fills in each {…}. */
  carousel: {
    /** What a screen reader calls the whole ("carousel"), and each picture in it ("slide"), after its name. */
    kind: 'carousel',
    slideKind: 'slide',
    /** Each slide's name: its {number} and the {total} of slides. */
    slide: '{number} of {total}',
    /** Read out when another slide shows: its {number}, the {total} and what the picture shows ({alt}). */
    announcement: 'Slide {number} of {total}: {alt}',
    previous: 'Previous slide',
    next: 'Next slide',
    /** The dot below the pictures for each slide: its {number} and the {total}. */
    dot: 'Show slide {number} of {total}',
  },
  /** The research page's summary box (<TldrBanner>). */
  tldrBanner: {
    /** The box's label, shown above the summary and heard by a screen reader as the box's name. */
    label: 'TL;DR',
    /** The word before the source's name (or its web address) at the bottom of the box. */
    source: 'Source:',
  },
  /** The flag on the option a page recommends (<OptionCard recommended>). */
  optionCard: { recommended: 'Recommended' },
  /** The link above an embedded form (<BookingEmbed>) when the page gives it no words of its own. */
  bookingEmbed: { openForm: 'Open the form in a new tab' },
  /** The heading of a page's list of sections (<TableOfContents>) when the page gives it no title of its own. */
  tableOfContents: { title: 'On this page' },
  /** What a screen reader calls a row of profile links (<ProfileLinks>) when the page gives it no label of its own. */
  profileLinks: { label: 'Profiles' },
  /** The workshop package's button (<PackageCard>) when the page gives it no words of its own. */
  packageCard: {
    /** While registration is open: it opens the registration dialog. */
    register: 'Register Now',
    /** The grey button once registration has closed. */
    closed: 'Event Ended',
  },
  /** The registration dialog the package's Register button opens, before the checkout. */
  registrationDialog: {
    /** What a screen reader hears for the close button, drawn as a cross. */
    close: 'Close',
    /** The line under the dialog's title. */
    description: 'Confirm your details, then complete your payment on the secure checkout page.',
    name: 'Name',
    email: 'Email',
    whatsapp: 'WhatsApp number',
    /** The question answered with the two choices below it. */
    aiExperience: 'Have you used AI tools with your children before?',
    yes: 'Yes',
    no: 'No',
    /** The button that opens the checkout (links.uaeCheckout) in a new tab. */
    completePayment: 'Complete Payment',
  },

  /** The UAE live online workshop. */
  uaeWorkshop: {
    /**
     * Whether the package button takes registrations. false shows the grey, disabled "Event Ended" button;
     * true makes it open the registration dialog, whose Complete Payment button goes to links.uaeCheckout.
     */
    registrationOpen: false as boolean,
    /**
     * The evenings and their time as the page writes them ({site.uaeWorkshop.dates}, {site.uaeWorkshop.times}).
     * Change them together with sessions below, which says the same for search results.
     */
    dates: 'July 14 and 15',
    times: '6:00 PM to 8:00 PM UAE time',
    /**
     * The year of the July 14 and 15 evenings, for the event's listing in search results (the page itself
     * shows no year). PLACEHOLDER: confirm it, then delete PLACEHOLDER from this comment.
     */
    year: '2026',
    /** The evenings, for search results: month-day and UAE local times (dates and times above say the same in words). */
    sessions: [
      { date: '07-14', start: '18:00', end: '20:00' },
      { date: '07-15', start: '18:00', end: '20:00' },
    ],
    /** UAE time's offset from UTC, which the session times are given in. */
    utcOffset: '+04:00',
    /** The language the workshop is held in, as a language code: en for English. */
    language: 'en',
  },

  /**
   * The research page's opportunity-cost calculator: what each figure starts at, and the smallest and
   * largest a reader may enter. The two assumptions start at the page's own: 25% of parents affected, a
   * 5% productivity loss. Working parents and salary start at the page's worked example (400 on $80,000),
   * so the calculator opens on the same $400,000. Percentages are written without the % sign.
   */
  opportunityCost: {
    /** The currency salaries and the cost are in, as a three-letter code: USD for US dollars. */
    currency: 'USD',
    parents: { start: 400, min: 1, max: 1000000 },
    salary: { start: 80000, min: 1000, max: 1000000 },
    affected: { start: 25, min: 1, max: 100 },
    loss: { start: 5, min: 1, max: 50 },
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
    /** Source for the TL;DR banner on the research page: Barna Group (2024), "Parents Worry About AI But Know Little About It". */
    researchSummarySource: 'https://www.barna.com/research/parents-ai/',
    /**
     * Sources behind the research page's items, one per study. Each figure the page quotes is one the
     * linked page itself states; check the page before changing a figure or a link.
     */
    research: {
      /** Barna Group, 2024: 72% (nearly three in four) of parents concerned about AI's impact on children and teens. */
      parentsWorryAboutAi: 'https://www.barna.com/research/parents-ai/',
      /** U.S. Surgeon General, 2024, "Parents Under Pressure": 48% of parents say most days their stress is completely overwhelming. */
      parentsUnderPressure: 'https://surgeongeneral.gov/parents',
      /**
       * Samsung Solve for Tomorrow survey by Morning Consult, 2024: 88% and 81%. Linked to a news report of it
       * (CO/AI); swap in Samsung's own release when the team has its address.
       */
      aiEducationGap: 'https://getcoai.com/news/88-of-us-parents-now-consider-ai-essential-to-childrens-education',
      /** Baicker, Cutler and Song, Health Affairs 2010: $3.27 (medical) and $2.73 (absenteeism) per dollar. */
      wellnessRoi: 'https://www.healthaffairs.org/doi/10.1377/hlthaff.2009.0626',
      /** World Health Organization, 2016: every US$1 in depression and anxiety treatment returns US$4. */
      mentalHealthRoi:
        'https://www.who.int/news/item/13-04-2016-investing-in-treatment-for-depression-and-anxiety-leads-to-fourfold-return',
      /** Harvard Business School, Managing the Future of Work, "The Caring Company" (2019). */
      caringCompany: 'https://www.hbs.edu/managing-the-future-of-work/research/Pages/the-caring-company.aspx',
      /** Pew Research Center, 2015: 56% of working parents, 60% of working mothers find the balance difficult. */
      workingParentsBalance:
        'https://www.pewresearch.org/social-trends/2015/11/04/raising-kids-and-running-a-household-how-working-parents-share-the-load/',
      /** American Psychological Association, 2023 Work in America Survey: 92%, 95%, 77%. */
      workInAmerica2023: 'https://www.apa.org/pubs/reports/work-in-america/2023-workplace-health-well-being',
      /** American Psychological Association, 2022 Work and Well-being Survey: 81%. */
      workWellBeing2022: 'https://www.apa.org/pubs/reports/work-well-being/2022-mental-health-support',
      /** Accenture, The Future of Work: Productive Anywhere (2021): 83% prefer a hybrid model. */
      futureOfWork: 'https://www.accenture.com/us-en/insights/consulting/future-work',
    },
    /** Profiles in the Lighthouse page footer. */
    profiles: [
      { label: 'LinkedIn', url: 'https://www.example.com/linkedin-profile' },
      { label: 'Instagram', url: 'https://www.example.com/instagram-profile' },
    ],
  },
} as const;

export type Site = typeof site;
