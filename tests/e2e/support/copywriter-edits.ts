import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cameraPhoto } from '../../../tools/fixtures/camera-photo.ts';

/**
 * The ordinary changes a site's owner asks for, each made as the writing guide says (docs/writing/recipes.md). Made
 * together in a copy of the project, they must leave the content check, the build and every test that reads the
 * content green (scripts/copywriter-edits.ts), so no test can quietly pin today's words again. Each edit works
 * from what the content says now, not from a copy of it, and `shows` names what the built site must then show.
 */
export interface CopywriterEdit {
  name: string;
  apply(project: string): Promise<void>;
  /** Words or addresses the built page at `route` has once the edit is made. */
  shows: { route: string; text: string }[];
}

/** A phone photo's shape, not the drawings' 3:2: a 4032×3024 JPEG. */
export const PHONE_SLIDE = {
  src: '/images/lighthouse/phone-slide.jpg',
  alt: "A family's kitchen table at dusk, photographed from a phone",
};
/** A sixth slide. */
const LAST_SLIDE = {
  src: '/images/lighthouse/last-family.svg',
  alt: 'The last family walking home under the porch light',
};
/** The page the edits add, with its menu link. */
export const FAQ_PAGE = { file: 'content/faq.mdx', to: '/faq', label: 'FAQ', title: 'Questions about an evening' };
/** A real finding with its real source: RAND's 2014 review of a large employer's wellness program. */
const FINDING = {
  setting: 'randWellnessReview',
  url: 'https://www.rand.org/pubs/research_briefs/RB9744.html',
  title: 'Disease management returns several dollars per dollar',
  stat: '$3.78',
  text: "RAND found that the disease management part of a large employer's wellness program returned $3.78 in lower health care costs for every dollar it cost.",
};
const QUESTION = {
  title: 'Can grandparents come too?',
  answer: 'Of course. Grandparents bring the best childhood memories to the nostalgia image.',
};
const RENAMED_STEP = 'Lay the table';

async function edit(project: string, file: string, change: (source: string) => string): Promise<void> {
  const place = path.join(project, file);
  const before = await readFile(place, 'utf8');
  const after = change(before);
  if (after === before)
    throw new Error(
      `The copywriter's edits found nothing to change in ${file}: update tests/e2e/support/copywriter-edits.ts.`,
    );
  await writeFile(place, after);
}

/** Replaces the first match of `pattern` through `replace` (edit() says so when nothing changed). */
const replaceFirst = (pattern: RegExp, replace: (...groups: string[]) => string) => (source: string) =>
  source.replace(pattern, (...match: string[]) => replace(...match));

/** What an edit wrote where it worked from the content (a price, a figure, a time): known once it has run. */
const priceAfter = { value: '' };
const figureAfter = { value: '' };
const timeAfter = { value: '' };

export const COPYWRITER_EDITS: CopywriterEdit[] = [
  {
    name: "the session's price raised by $20, in the one setting that states it",
    async apply(project) {
      await edit(
        project,
        'content/site.ts',
        replaceFirst(
          /(personalSession:\s*\{[^}]*price: ')\$(\d+)'/,
          (_, start, amount) => `${start}${(priceAfter.value = `$${Number(amount) + 20}`)}'`,
        ),
      );
    },
    get shows() {
      return [
        { route: '/', text: priceAfter.value },
        { route: '/llms.txt', text: priceAfter.value },
      ];
    },
  },
  {
    name: 'a keynote figure raised by 3',
    async apply(project) {
      await edit(
        project,
        'content/keynote.mdx',
        replaceFirst(
          /<Stat value="(\d+)"/,
          (_, figure) => `<Stat value="${(figureAfter.value = String(Number(figure) + 3))}"`,
        ),
      );
    },
    get shows() {
      return [{ route: '/keynote', text: `>${figureAfter.value}<` }];
    },
  },
  {
    name: 'a finding added under the first heading with a finding, its source a setting',
    async apply(project) {
      await edit(
        project,
        'content/site.ts',
        replaceFirst(
          /(\n(\s*)research: \{\n)/,
          (_, start, indent) =>
            `${start}${indent}  /** RAND, 2014, "Do Workplace Wellness Programs Save Employers Money?": $3.78 per dollar. */\n${indent}  ${FINDING.setting}: '${FINDING.url}',\n`,
        ),
      );
      const item = `\n<ResearchItem title="${FINDING.title}" stat="${FINDING.stat}" link={site.links.research.${FINDING.setting}}>\n\n${FINDING.text}\n\n</ResearchItem>\n`;
      await edit(
        project,
        'content/research.mdx',
        replaceFirst(/(<\/ResearchItem>\n)/, (end) => `${end}${item}`),
      );
    },
    shows: [
      { route: '/research', text: FINDING.title },
      { route: '/research', text: new URL(FINDING.url).host.replace(/^www\./, '') },
    ],
  },
  {
    name: 'the third carousel slide replaced by a phone photo, with its own words',
    async apply(project) {
      await writeFile(
        path.join(project, 'public', PHONE_SLIDE.src),
        await cameraPhoto({ width: 4032, height: 3024, seed: 7 }),
      );
      let slide = 0;
      await edit(project, 'content/lighthouse.mdx', (source) =>
        source.replace(/\{ src: '[^']+', alt: '[^']*' \}/g, (whole) =>
          ++slide === 3 ? `{ src: '${PHONE_SLIDE.src}', alt: "${PHONE_SLIDE.alt}" }` : whole,
        ),
      );
    },
    shows: [
      { route: '/lighthouse', text: PHONE_SLIDE.alt.replace("'", '&#x27;') },
      { route: '/lighthouse', text: 'phone-slide' },
    ],
  },
  {
    name: 'a sixth carousel slide',
    async apply(project) {
      // A drawing of its own: another copy of the first slide's, under a new name.
      const first = /<Carousel[\s\S]*?\bsrc: '([^']+)'/.exec(
        await readFile(path.join(project, 'content/lighthouse.mdx'), 'utf8'),
      )![1]!;
      await copyFile(path.join(project, 'public', first), path.join(project, 'public', LAST_SLIDE.src));
      await edit(
        project,
        'content/lighthouse.mdx',
        replaceFirst(
          /(\n(\s*)\{ src: [^\n]*\},?\n)(\s*\]\})/,
          (_, last, indent, end) =>
            `${last.replace(/\},?\n$/, '},\n')}${indent}{ src: '${LAST_SLIDE.src}', alt: '${LAST_SLIDE.alt}' },\n${end}`,
        ),
      );
    },
    shows: [{ route: '/lighthouse', text: LAST_SLIDE.alt }],
  },
  {
    name: 'the second agenda item moved 5 minutes later, and step 2 renamed',
    async apply(project) {
      let item = 0;
      await edit(project, 'content/lighthouse.mdx', (source) =>
        source
          .replace(/<AgendaItem time="(\d\d):(\d\d)"/g, (whole, hours: string, minutes: string) =>
            ++item === 2
              ? `<AgendaItem time="${(timeAfter.value = `${hours}:${String(Number(minutes) + 5).padStart(2, '0')}`)}"`
              : whole,
          )
          .replace(/(<GuideStep number=\{2\}[^>]*title=")[^"]*"/, `$1${RENAMED_STEP}"`),
      );
    },
    get shows() {
      return [
        { route: '/lighthouse', text: timeAfter.value },
        { route: '/lighthouse', text: RENAMED_STEP },
      ];
    },
  },
  {
    name: 'a fourth question parents ask',
    async apply(project) {
      await edit(
        project,
        'content/lighthouse.mdx',
        replaceFirst(
          /(<Questions>[\s\S]*?)(\n<\/CardGrid>)/,
          (_, before, end) =>
            `${before}\n<Card title="${QUESTION.title}" icon="users">\n${QUESTION.answer}\n</Card>\n${end}`,
        ),
      );
    },
    shows: [{ route: '/lighthouse', text: QUESTION.title }],
  },
  {
    name: 'a new page with a link in the header',
    async apply(project) {
      const page = `---\ntitle: ${FAQ_PAGE.title}\ndescription: What hosts ask before their first Lighthouse Homes evening.\n---\n\n<Section>\n\n# ${FAQ_PAGE.title}\n\nWhat hosts ask before their first evening, and what we tell them.\n\n## How many families should I invite?\n\nTwo to four, so that everyone fits around one table.\n\n</Section>\n`;
      await writeFile(path.join(project, FAQ_PAGE.file), page);
      await edit(
        project,
        'content/site.ts',
        replaceFirst(
          /(navigation: \[\n[\s\S]*?)(\n(\s*)\],)/,
          (_, links, end, indent) => `${links}\n${indent}  { label: '${FAQ_PAGE.label}', to: '${FAQ_PAGE.to}' },${end}`,
        ),
      );
    },
    shows: [
      { route: '/faq', text: FAQ_PAGE.title },
      { route: '/', text: `href="${FAQ_PAGE.to}"` },
    ],
  },
];

/** Makes every edit in the project at `project`, in order. */
export async function applyCopywriterEdits(project: string): Promise<void> {
  for (const change of COPYWRITER_EDITS) await change.apply(project);
}
