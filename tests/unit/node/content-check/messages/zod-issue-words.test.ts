// @vitest-environment node
// One translator of zod issues for the frontmatter, the props and the settings: the same mistakes made on
// purpose in each place, and each message names what the field takes and how to write it there.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatProblem } from '../../../../../src/node/content-check/report/content-problem.ts';
import { parsePage } from '../../../../../src/node/content-check/page/parse-page.ts';
import { frontmatterSchema } from '../../../../../src/node/mdx/frontmatter-schema.ts';
import { readFrontmatter } from '../../../../../src/node/mdx/validate-frontmatter.ts';
import { checkFiles, checkMemory, completeSite, page, testComponents } from '../check-fixture.ts';

describe('in the frontmatter', () => {
  /** A page whose frontmatter has `field` on line 4, after a title and a description. */
  const withField = (field: string) => `---\ntitle: Home\ndescription: Hi\n${field}\n---\n\n# Home\n`;
  const check = (field: string) => checkFiles({ 'content/index.mdx': withField(field) });
  /** The site's fields and three it does not have, to make the mistakes its own fields cannot take. */
  const wider = frontmatterSchema.extend({
    order: z.number().optional(),
    tags: z.array(z.string()).optional(),
    layout: z.enum(['wide', 'prose']).optional(),
  });
  const readWider = async (field: string) => {
    const parsed = await parsePage('content/index.mdx', '/', withField(field));
    return readFrontmatter(parsed.frontmatter, parsed.source, parsed.file, wider).problems.map(formatProblem);
  };

  it('asks for true or false, not yes, 1, quoted text or nothing', async () => {
    const problems = await Promise.all(['noindex: yes', 'noindex: 1', 'noindex: "true"', 'noindex:'].map(check));
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/index.mdx:4:1  Frontmatter field "noindex" must be true or false. Write noindex: true or noindex: false, without quotes.",
        "content/index.mdx:4:1  Frontmatter field "noindex" must be true or false. Write noindex: true or noindex: false, without quotes.",
        "content/index.mdx:4:1  Frontmatter field "noindex" must be true or false. Write noindex: true or noindex: false, without quotes.",
        "content/index.mdx:4:1  Frontmatter field "noindex" must be true or false. Write noindex: true or noindex: false, without quotes.",
      ]
    `);
  });

  it('asks for quotes around a number, a list or true where text belongs', async () => {
    const problems = await Promise.all(['kind: 42', 'kind: [Research, Guides]', 'kind: true'].map(check));
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/index.mdx:4:1  Frontmatter field "kind" must be text, not a number. Put the value in quotes.",
        "content/index.mdx:4:1  Frontmatter field "kind" must be text, not a list. Put the value in quotes.",
        "content/index.mdx:4:1  Frontmatter field "kind" must be text, not true. Put the value in quotes.",
      ]
    `);
  });

  it('asks for one value where a list is written', async () => {
    expect(await check('noindex: [true]')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:4:1  Frontmatter field "noindex" must be true or false. Write noindex: true or noindex: false, without quotes.",
      ]
    `);
  });

  it('asks for a number without quotes, a list, and one of the choices', async () => {
    const problems = await Promise.all(
      ['order: "2"', 'order: second', 'tags: Research', 'layout: wdie', 'layout: narrow'].map(readWider),
    );
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/index.mdx:4:1  Frontmatter field "order" must be a number. Write order: 2, without quotes.",
        "content/index.mdx:4:1  Frontmatter field "order" must be a number. Write order: 3.",
        "content/index.mdx:4:1  Frontmatter field "tags" must be a list. Write tags: [ … ], its items separated by commas.",
        "content/index.mdx:4:1  Frontmatter field "layout" must be one of: wide, prose. Did you mean wide?",
        "content/index.mdx:4:1  Frontmatter field "layout" must be one of: wide, prose.",
      ]
    `);
  });
});

describe('in a prop', () => {
  /** The test components and one whose prop is a group of fields. */
  const rangeComponent = {
    file: 'components/Range',
    children: 'none' as const,
    props: z.object({ range: z.object({ min: z.number(), max: z.number() }) }),
  };
  const check = (body: string) =>
    checkFiles({ 'content/index.mdx': page(body) }, { ...testComponents, Range: rangeComponent });

  it('asks for true or false, not yes or 1', async () => {
    expect(await check('<Divider wide="yes" />\n\n<Divider wide={1} />')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:10  <Divider> wide must be true or false. Write wide on its own for true, or wide={false}.",
        "content/index.mdx:8:10  <Divider> wide must be true or false. Write wide on its own for true, or wide={false}.",
      ]
    `);
  });

  it('asks for quotes around a number where text belongs, and braces around text where a number belongs', async () => {
    expect(
      await check(
        '<Card title={3}>Copy</Card>\n\n<CardGrid columns="2"><Card title="x">Copy</Card></CardGrid>\n\n<CardGrid columns="two"><Card title="x">Copy</Card></CardGrid>',
      ),
    ).toMatchInlineSnapshot(`
        [
          "content/index.mdx:6:7  <Card> title must be text. Write title="…" with the value in quotes.",
          "content/index.mdx:8:11  <CardGrid> columns must be a number. Write columns={2}, with braces instead of quotes.",
          "content/index.mdx:10:11  <CardGrid> columns must be a number. Write columns={3}, with braces instead of quotes.",
        ]
      `);
  });

  it('asks for one value where a list is written, and a list where one value is', async () => {
    expect(
      await check(
        '<CardGrid columns={[2]}><Card title="x">Copy</Card></CardGrid>\n\n<Divider wide={[true]} />\n\n<Chart data={3} />\n\n<Chart data="1, 2" />',
      ),
    ).toMatchInlineSnapshot(`
        [
          "content/index.mdx:6:11  <CardGrid> columns must be a number. Write columns={2}.",
          "content/index.mdx:8:10  <Divider> wide must be true or false. Write wide on its own for true, or wide={false}.",
          "content/index.mdx:10:8  <Chart> data must be a list. Write data={[…]}, its items separated by commas.",
          "content/index.mdx:12:8  <Chart> data must be a list. Write data={[…]}, its items separated by commas.",
        ]
      `);
  });

  it('asks for one of the choices, in quotes, and the choices of a number in braces', async () => {
    expect(await check('<Section tone="creme">Copy</Section>\n\n<Section tone={3}>Copy</Section>'))
      .toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:10  <Section> tone="creme" is not an option. Did you mean "cream"? Use one of: plain, cream, navy.",
        "content/index.mdx:8:10  <Section> tone must be text. Write tone="plain" with the value in quotes.",
      ]
    `);
    const real = await checkMemory({
      'content/index.mdx': page(
        '## Booking\n\n{site.brand} and {site.links.pressPage}\n\n<CardGrid columns="5"><Card title="x">Copy</Card></CardGrid>\n\n<CardGrid columns><Card title="x">Copy</Card></CardGrid>',
      ),
    });
    expect(real).toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:11  <CardGrid> columns must be a number. Write columns={5}, with braces instead of quotes.",
        "content/index.mdx:12:11  <CardGrid> columns must be a number. Write columns={2}.",
      ]
    `);
  });

  it('asks for a group, and writes a value inside braces as code', async () => {
    expect(await check('<Range range="1 to 5" />\n\n<Range range={{ min: "1", max: 5 }} />\n\n<Chart data={["a"]} />'))
      .toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:8  <Range> range must be a group of fields. Write range={{ … }}.",
        "content/index.mdx:8:22  <Range> range.min must be a number, without quotes: 1.",
        "content/index.mdx:10:15  <Chart> data[0] must be a number, such as 3.",
      ]
    `);
  });
});

describe('in a setting', () => {
  const edit = (from: string, to: string) => {
    if (!completeSite.includes(from)) throw new Error(`the settings have no ${from}`);
    return checkMemory({ 'content/site.ts': completeSite.replace(from, to) });
  };
  /** The calculator's figures added to the settings, with the number of parents it starts at written as `start`. */
  const withStart = (start: string) =>
    edit(
      '  links: {',
      `  opportunityCost: {\n    currency: 'USD',\n    parents: { start: ${start}, min: 1, max: 1000 },\n    salary: { start: 80000, min: 1000, max: 1000000 },\n    affected: { start: 25, min: 1, max: 100 },\n    loss: { start: 5, min: 1, max: 50 },\n  },\n  links: {`,
    );

  it('asks for true or false, not yes or 1', async () => {
    const problems = await Promise.all([
      edit('registrationOpen: false', "registrationOpen: 'yes'"),
      edit('registrationOpen: false', 'registrationOpen: 1'),
    ]);
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:36  Setting uaeWorkshop.registrationOpen must be true or false, without quotes.",
        "content/site.ts:8:36  Setting uaeWorkshop.registrationOpen must be true or false, without quotes.",
      ]
    `);
  });

  it('asks for quotes around a number where text belongs, and a number without them', async () => {
    const problems = await Promise.all([
      edit("speakerName: 'Sam Taylor'", 'speakerName: 42'),
      withStart("'400'"),
      withStart("'many'"),
    ]);
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/site.ts:3:16  Setting speakerName must be text in quotes: '…'.",
        "content/site.ts:11:23  Setting opportunityCost.parents.start must be a number, without quotes: 400.",
        "content/site.ts:11:23  Setting opportunityCost.parents.start must be a number, such as 3.",
      ]
    `);
  });

  it('asks for one value where a list is written, and a list where one value is', async () => {
    const problems = await Promise.all([
      edit("speakerName: 'Sam Taylor'", "speakerName: ['Sam Taylor']"),
      withStart('[400]'),
      edit("navigation: [{ label: 'Home', to: '/' }]", "navigation: { label: 'Home', to: '/' }"),
    ]);
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/site.ts:3:16  Setting speakerName must be text in quotes: '…'.",
        "content/site.ts:11:23  Setting opportunityCost.parents.start must be a number, such as 400.",
        "content/site.ts:6:15  Setting navigation must be a list in [ ], its items separated by commas.",
      ]
    `);
  });

  it('asks for one of the choices, in quotes', async () => {
    const rules = { schema: z.looseObject({ tone: z.enum(['plain', 'cream', 'navy']) }), openGroups: [] };
    const site = (tone: string) =>
      checkFiles(
        { 'content/site.ts': `export const site = {\n  brand: 'Family Glue',\n  tone: ${tone},\n} as const;\n` },
        testComponents,
        rules,
      );
    const problems = await Promise.all(["'creme'", "'blue'", '3'].map(site));
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/site.ts:3:9  Setting tone is not valid: it must be one of: 'plain', 'cream', 'navy'. Did you mean 'cream'?",
        "content/site.ts:3:9  Setting tone is not valid: it must be one of: 'plain', 'cream', 'navy'.",
        "content/site.ts:3:9  Setting tone must be text in quotes: 'plain'.",
      ]
    `);
  });
});
