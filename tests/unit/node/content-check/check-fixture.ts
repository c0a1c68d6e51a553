import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ComponentSpec } from '../../../../src/components/component-map.ts';
import { formatProblem } from '../../../../src/node/content-check/report/content-problem.ts';
import { checkContent } from '../../../../src/node/content-check/index.ts';
import type { ProjectFiles } from '../../../../src/node/content-check/files/project-files.ts';
import type { SettingsRules } from '../../../../src/node/content-check/settings/settings-schema.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

/**
 * A small, fixed component map, so the messages these tests lock down do not change each time a
 * component is added to the real one (the checks read whichever map they are given).
 */
export const testComponents: Record<string, ComponentSpec> = {
  ButtonLink: {
    file: 'components/ButtonLink',
    children: 'required',
    props: z.object({
      to: z.string().describe('Where it goes: /research, #booking, or a full https URL.'),
      variant: z.enum(['primary', 'secondary', 'ghost']).optional(),
    }),
  },
  Card: {
    file: 'components/Card',
    children: 'required',
    props: z.object({ title: z.string(), href: z.string().optional() }),
  },
  CardGrid: { file: 'components/CardGrid', children: 'required', props: z.object({ columns: z.number().optional() }) },
  Hero: {
    file: 'components/Hero',
    children: 'required',
    props: z.object({ image: z.string().optional(), imageAlt: z.string().optional() }),
  },
  Section: {
    file: 'components/Section',
    children: 'required',
    props: z.object({ id: z.string().optional(), tone: z.enum(['plain', 'cream', 'navy']).optional() }),
  },
  Divider: { file: 'components/Divider', children: 'none', props: z.object({ wide: z.boolean().optional() }) },
  Chart: { file: 'components/Chart', children: 'optional', props: z.object({ data: z.array(z.number()) }) },
};

/** Settings are checked against a schema that takes anything, unless a test passes the site's own. */
export const anySettings: SettingsRules = { schema: z.looseObject({}), openGroups: [] };

/**
 * A page with valid frontmatter around the given body, and a `#` headline (every page needs one) unless
 * the body has its own. The headline takes the line between frontmatter and body, so the body starts on
 * line 6 either way.
 */
export const page = (body: string) => {
  const headline = /^# |<h1[\s>]/m.test(body) ? '' : '# A page';
  return `---\ntitle: A page\ndescription: A page for the tests.\n---\n${headline}\n${body}\n`;
};

/** Settings with nothing to warn about, unless a test passes its own. */
export const cleanSite = `export const site = {
  brand: 'Family Glue',
  navigation: [{ label: 'Home', to: '/' }],
  links: { pressPage: 'https://press.family.test/' },
} as const;
`;

/** Writes a throwaway project (content/, public/) from `files` and returns what the check prints. */
export async function checkFiles(
  files: Record<string, string>,
  components = testComponents,
  settings = anySettings,
): Promise<string[]> {
  const root = await writeProject(files);
  return (await checkContent({ root, components, settings })).map(formatProblem);
}

export async function writeProject(files: Record<string, string>): Promise<string> {
  const root = await temporaryFolder('content-check-');
  const all = {
    'content/site.ts': cleanSite,
    'content/index.mdx': page('# Home'),
    'content/404.mdx': page('# Not found'),
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

/** Settings that pass the site's own settings schema with nothing to warn about. */
export const completeSite = `export const site = {
  brand: 'Family Glue',
  speakerName: 'Sam Taylor',
  siteUrl: 'https://www.family.test',
  defaultImage: '/images/social.png',
  navigation: [{ label: 'Home', to: '/' }],
  bookNow: { label: 'Book Now', to: '/#booking' },
  uaeWorkshop: { registrationOpen: false as boolean, year: '2026', sessions: [{ date: '07-14', start: '18:00', end: '20:00' }], utcOffset: '+04:00', language: 'en' }, guideProgress: { done: 'Done', tickLabel: '{done}: Step {number}, {title}', summary: '{done} of {total} done', startOver: 'Start over', stepHeading: 'Step {number}: {title}', stepLink: 'Link to this step' }, photoViewer: { close: 'Close', zoomIn: 'Zoom in', zoomOut: 'Zoom out', previous: 'Previous', next: 'Next' }, skipLink: 'Skip to content', newTab: '(opens in a new tab)', researchItem: { readSource: 'Read the source', readSourceFor: 'for “{title}”', source: 'Source:' }, carousel: { kind: 'carousel', slideKind: 'slide', slide: '{number} of {total}', announcement: 'Slide {number} of {total}: {alt}', previous: 'Previous slide', next: 'Next slide', dot: 'Show slide {number} of {total}' }, menu: { label: 'Main', open: 'Open navigation', title: 'Navigation', close: 'Close navigation' }, colorScheme: { label: 'Colour scheme', system: 'As on this device', light: 'Light', dark: 'Dark' }, tldrBanner: { label: 'TL;DR', source: 'Source:' }, optionCard: { recommended: 'Recommended' }, bookingEmbed: { openForm: 'Open the form in a new tab' }, tableOfContents: { title: 'On this page' }, profileLinks: { label: 'Profiles' }, packageCard: { register: 'Register Now', closed: 'Event Ended' }, registrationDialog: { close: 'Close', description: 'Confirm your details.', name: 'Name', email: 'Email', whatsapp: 'WhatsApp number', aiExperience: 'Have you used AI tools?', yes: 'Yes', no: 'No', completePayment: 'Complete Payment' }, editLink: { label: 'Edit this page', repository: 'https://github.com/family-test/site' }, redirects: [], redirectPage: { title: 'This page has moved', link: 'Go to the new page' },
  links: {
    contactForm: 'https://forms.family.test/contact',
    keynoteBookingForm: 'https://forms.family.test/keynote',
    pressPage: 'https://press.family.test/',
  },
} as const;

export type Site = typeof site;
`;

/**
 * A project held in memory, as the mutation test and the message tests check it: a home page that uses
 * every setting, a not-found page and complete settings, overridden by `files` (undefined deletes one). A
 * file under `public/` in `files` is a picture's bytes, written as a latin1 string.
 */
export function memoryProject(
  files: Record<string, string | undefined> = {},
  publicFiles = ['/images/social.png'],
): ProjectFiles {
  const all: Record<string, string | undefined> = {
    'content/site.ts': completeSite,
    'content/index.mdx': page('# Home\n\n## Booking\n\n{site.brand} and {site.links.pressPage}'),
    'content/404.mdx': page('# Not found'),
    ...files,
  };
  const present = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const content = new Map(present.filter(([file]) => file.startsWith('content/')));
  const publicBytes = new Map(
    present
      .filter(([file]) => file.startsWith('public/'))
      .map(([file, text]) => [file.slice('public'.length), Buffer.from(text, 'latin1')]),
  );
  // Outside content/ (what a page imports) it is this project, which the tests run in.
  const projectFileExists = (file: string) => existsSync(file) && statSync(file).isFile();
  return {
    content,
    publicFileExists: (path) => publicFiles.includes(path) || publicBytes.has(path),
    projectFileExists,
    readPublicFile: async (path) => publicBytes.get(path),
  };
}

/** What the check prints for a project in memory (see memoryProject), with the real map and schema. */
export async function checkMemory(
  files: Record<string, string | undefined>,
  publicFiles?: string[],
): Promise<string[]> {
  return (await checkContent({ project: memoryProject(files, publicFiles) })).map(formatProblem);
}
