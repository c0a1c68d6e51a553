// @vitest-environment node
// Every kind of message the check can print, each from one small mistake, against the real component map
// and settings schema: no message is dead, and each says the words the writing guide shows for it.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../../src/node/content-check/index.ts';
import {
  BUILD_KINDS,
  matchesKind,
  problemKinds,
  type ProblemKind,
} from '../../../../src/node/content-check/report/problem-kinds.ts';
import { completeSite, memoryProject, page } from './check-fixture.ts';

const site = (from: string, to: string) => {
  if (!completeSite.includes(from)) throw new Error(`the settings have no ${from}`);
  return { 'content/site.ts': completeSite.replace(from, to) };
};
const home = (body: string) => ({ 'content/index.mdx': page(body) });
/** A page with a <Hero> showing the file `public/images/<name>`, which holds `bytes`. */
const heroWith = (name: string, bytes: Uint8Array) => ({
  ...home(
    `<Hero image="/images/${name}" imageAlt="A family at dinner">\n\n# Home\n\n</Hero>\n\n{site.brand} and {site.links.pressPage}`,
  ),
  [`public/images/${name}`]: Buffer.from(bytes).toString('latin1'),
});
const smallPhoto = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a7b5c' } })
  .jpeg()
  .toBuffer();
const iphoneHeic = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic\0\0\0\0mif1heic'),
  Buffer.alloc(64),
]);

/** For each kind, files that make the check print it (on top of a project with nothing wrong). */
const mistakes: Record<Exclude<ProblemKind, (typeof BUILD_KINDS)[number]>, Record<string, string | undefined>> = {
  'file-not-page': { 'content/notes.md': '# Notes' },
  'file-not-content': { 'content/brief.docx': '' },
  'file-image': { 'content/photo.png': '' },
  'file-bad-name': { 'content/Family Evenings.mdx': page('# Evenings') },
  'route-collision': { 'content/guides.mdx': page('# A'), 'content/guides/index.mdx': page('# B') },
  'page-missing': { 'content/404.mdx': undefined },
  'mdx-unclosed-tag': home('<Section>\n\nCopy'),
  'mdx-mismatched-tag': home('<Section>\n\nCopy\n\n</Hero>'),
  'mdx-unclosed-brace': home('Prices { from 10.'),
  'mdx-invalid-code': home('Hello {site brand}.'),
  'unclosed-quote': home('<Section id="about>\n\nCopy\n\n</Section>'),
  'mdx-stray-less-than': home('Ages <5 go free.'),
  'mdx-lazy-line': home('> <Note\ntitle="x">Copy</Note>'),
  'mdx-unreadable': home('<Card title=>Copy</Card>'),
  'frontmatter-missing': { 'content/index.mdx': '# Home\n' },
  'frontmatter-fence': { 'content/index.mdx': '--\ntitle: Home\ndescription: Hi.\n---\n\n# Home\n' },
  'frontmatter-unclosed': { 'content/index.mdx': '---\ntitle: Home\ndescription: Hi.\n\n# Home\n' },
  'frontmatter-yaml': { 'content/index.mdx': '---\ntitle: Keynotes: book a talk\ndescription: Hi.\n---\n\n# Home\n' },
  'frontmatter-field-missing': { 'content/index.mdx': '---\ntitle: Home\n---\n\n# Home\n' },
  'frontmatter-field-empty': { 'content/index.mdx': '---\ntitle: ""\ndescription: Hi.\n---\n\n# Home\n' },
  'frontmatter-field-type': { 'content/index.mdx': '---\ntitle: Home\ndescription: 42\n---\n\n# Home\n' },
  'frontmatter-field-unknown': { 'content/index.mdx': '---\ntitle: Home\ndescription: Hi.\ntitel: x\n---\n\n# Home\n' },
  'component-unknown': home('<Sektion>Copy</Sektion>'),
  'tag-unknown': home('<sectin>Copy</sectin>'),
  'prop-missing': home('<ButtonLink>Book</ButtonLink>'),
  'prop-unknown': home('<Section tome="cream">Copy</Section>'),
  'prop-not-option': home('<CardGrid columns={5}><Card title="x">Copy</Card></CardGrid>'),
  'prop-not-text': home('<Card title={3}>Copy</Card>'),
  'prop-not-number': home('<GuideStep number="1" id="x" title="x">Copy</GuideStep>'),
  'prop-not-boolean': home('<OptionCard label="A" title="x" recommended="yes">Copy</OptionCard>'),
  'prop-not-list': home('<Carousel label="Evenings" images="/images/social.png" />'),
  'prop-not-group': home('<CostCalculator figures={site.brand} />'),
  'prop-invalid': home('<AgendaAccordion title="Agenda"><AgendaItem time="1:5" title="x" /></AgendaAccordion>'),
  'children-missing': home('<Card title="x" />'),
  'children-unexpected': home('<Stat value="1" label="x">Copy</Stat>'),
  'prop-duplicate': home('<Section tone="cream" tone="navy">Copy</Section>'),
  'markdown-as-text': home('See [the research](/research for more.'),
  'markdown-in-prop': home('## Offers\n\n<Card title="**Book** now">Copy</Card>'),
  'heading-no-h1': {
    'content/index.mdx':
      '---\ntitle: Home\ndescription: Hi.\n---\n\n## Booking\n\n{site.brand} and {site.links.pressPage}\n',
  },
  'heading-second-h1': home('# Home\n\n# Booking'),
  'heading-skip': home('### Booking\n\n{site.brand} and {site.links.pressPage}'),
  'import-provided': home("import { Card } from '../src/components/Card.tsx';"),
  'import-missing': home("import Chart from './chart.tsx';"),
  'site-unknown': home('{site.brnad}'),
  'name-unknown': home('{sitte.brand}'),
  'link-no-page': home('[Research](/reserch)'),
  'link-no-anchor': home('[Top](#top)'),
  'link-relative': home('[Research](research)'),
  'link-malformed': home('[Press](https:/press.family.test/)'),
  'link-insecure': home('[Old](http://old.family.test/)'),
  'image-missing-file': home('![A family](/images/family.png)'),
  'image-relative': home('![A family](images/social.png)'),
  'image-no-alt': home('![](/images/social.png)'),
  'image-unsupported': heroWith('dinner.jpg', iphoneHeic),
  'image-truncated': heroWith('dinner.jpg', smallPhoto.subarray(0, smallPhoto.length / 2)),
  'image-too-narrow': heroWith('dinner.jpg', smallPhoto),
  'image-over-budget': heroWith(
    'drawing.svg',
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(8000)}</svg>`),
  ),
  // A GIF in the guide's copy is kept for offline as it is: one over the whole budget.
  'offline-pictures-over-budget': {
    'content/lighthouse.mdx': page('# Guide\n\n![A lantern passed on](/images/lantern.gif)'),
    'public/images/lantern.gif': `GIF89a${'\0'.repeat(1100 * 1024)}`,
  },
  'settings-missing-file': { 'content/site.ts': undefined },
  'settings-syntax': site("brand: 'Family Glue',", "brand: 'Family Glue'"),
  'settings-comment': site('export const site = {', 'export const site = {\n  /** The name.'),
  'settings-no-site': site('export const site = {', 'const site = {'),
  'settings-extra-code': site('export type Site', "console.log('hi');\nexport type Site"),
  'settings-code-value': site("brand: 'Family Glue'", 'brand: Family'),
  'settings-duplicate': site("brand: 'Family Glue',", "brand: 'Family Glue',\n  brand: 'Glue',"),
  'settings-unknown': site('brand:', 'brnad:'),
  'settings-missing': site("  defaultImage: '/images/social.png',\n", ''),
  'settings-not-text': site("'Sam Taylor'", '42'),
  'settings-not-number': site(
    '  links: {',
    "  opportunityCost: {\n    currency: 'USD',\n    parents: { start: '400', min: 1, max: 1000 },\n    salary: { start: 80000, min: 1000, max: 1000000 },\n    affected: { start: 25, min: 1, max: 100 },\n    loss: { start: 5, min: 1, max: 50 },\n  },\n  links: {",
  ),
  'settings-not-boolean': site('registrationOpen: false', "registrationOpen: 'false'"),
  'settings-not-list': site("navigation: [{ label: 'Home', to: '/' }]", "navigation: { label: 'Home', to: '/' }"),
  'settings-not-group': site("bookNow: { label: 'Book Now', to: '/#booking' }", "bookNow: 'Book Now'"),
  'settings-not-address': site("'https://forms.family.test/contact'", "'https//forms.family.test/contact'"),
  'settings-not-path': site("'/images/social.png'", "'images/social.png'"),
  'settings-not-repository': site(
    "'https://github.com/family-test/site'",
    "'https://github.com/family-test/site/tree/main'",
  ),
  'settings-invalid': site("'Family Glue'", "''"),
  'settings-unused': site(
    "    pressPage: 'https://press.family.test/',",
    "    pressPage: 'https://press.family.test/',\n    blog: 'https://blog.family.test/',",
  ),
  'settings-not-page-address': site('redirects: []', "redirects: [{ from: '/old#top', to: '/' }]"),
  'redirect-no-page': site('redirects: []', "redirects: [{ from: '/old', to: '/gone' }]"),
  'redirect-shadows-page': site('redirects: []', "redirects: [{ from: '/', to: '/' }]"),
  'redirect-twice': site('redirects: []', "redirects: [{ from: '/old', to: '/' }, { from: '/old/', to: '/' }]"),
  'placeholder-address': site("'https://press.family.test/'", "'https://press.example.com/'"),
  'placeholder-value': site("  speakerName: 'Sam Taylor',", "  /** PLACEHOLDER. */\n  speakerName: 'Sam Taylor',"),
};

describe('every message', () => {
  it('starts from a project with nothing to say', async () => {
    expect(await checkContent({ project: memoryProject() })).toEqual([]);
  });

  // The build's own kinds have their tests beside the build's code (tests/unit/node/build/page-weight.test.ts).
  const checked = (Object.keys(problemKinds) as ProblemKind[]).filter(
    (kind): kind is keyof typeof mistakes => !(BUILD_KINDS as readonly string[]).includes(kind),
  );
  it.each(checked)('%s: printed for its mistake, in the words the writing guide shows', async (kind) => {
    const problems = await checkContent({ project: memoryProject(mistakes[kind]) });
    const ofKind = problems.filter((problem) => problem.kind === kind);
    expect(
      ofKind.length,
      `no ${kind} among: ${problems.map((problem) => problem.message).join(' / ')}`,
    ).toBeGreaterThan(0);
    for (const problem of ofKind) expect(matchesKind(problem.message, kind), problem.message).toBe(true);
  });
});
