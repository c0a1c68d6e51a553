// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, page } from './check-fixture.ts';

const check = (body: string) => checkFiles({ 'content/index.mdx': page(body) });

describe('component props', () => {
  it('names a missing required prop and what it is for', async () => {
    expect(await check('<ButtonLink>Book</ButtonLink>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  <ButtonLink> is missing the "to" prop. Add to="…" (where it goes: /research, #booking, or a full https URL).",
      ]
    `);
  });

  it('names an unknown prop with the closest one', async () => {
    expect(await check('<Section tome="cream">Copy</Section>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:10  <Section> has no prop "tome". Did you mean "tone"?",
      ]
    `);
  });

  it('lists the props when an unknown one is not close to any', async () => {
    expect(await check('<Card title="x" colour="red">Copy</Card>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:17  <Card> has no prop "colour". Use one of: title, href.",
      ]
    `);
  });

  it('names a value that is not one of the options', async () => {
    expect(await check('<Section tone="creme">Copy</Section>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:10  <Section> tone="creme" is not an option. Did you mean "cream"? Use one of: plain, cream, navy.",
      ]
    `);
  });

  it('checks the options against a site setting used as the value', async () => {
    expect(await check('<Section tone={site.brand}>Copy</Section>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:10  <Section> tone="Family Glue" is not an option. Use one of: plain, cream, navy.",
      ]
    `);
  });

  it('asks for braces around a number', async () => {
    expect(await check('<CardGrid columns="2"><Card title="x">Copy</Card></CardGrid>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:11  <CardGrid> columns must be a number. Write columns={2}, with braces instead of quotes.",
      ]
    `);
  });

  it('asks for quotes around text', async () => {
    expect(await check('<Card title={3}>Copy</Card>\n\n<Card title>Copy</Card>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:7  <Card> title must be text. Write title="…" with the value in quotes.",
        "content/index.mdx:8:7  <Card> title must be text. Write title="…" with the value in quotes.",
      ]
    `);
  });

  it('asks for true or false for a yes/no prop', async () => {
    expect(await check('<Divider wide="yes" />')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:10  <Divider> wide must be true or false. Write wide on its own for true, or wide={false}.",
      ]
    `);
  });

  it('names a component left empty that needs copy, and copy inside one that takes none', async () => {
    expect(await check('<Card title="x" />\n\n<Divider>Copy</Divider>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  <Card> is empty. Put its copy between <Card> and </Card>.",
        "content/index.mdx:8:1  <Divider> takes no copy between its tags. Write it as <Divider … /> and move the copy outside it.",
      ]
    `);
  });

  it('accepts valid props, site settings and code it cannot evaluate', async () => {
    expect(
      await check(
        [
          '<Section id="about" tone="navy">',
          '<CardGrid columns={3}><Card title={site.brand}>Copy</Card></CardGrid>',
          '<ButtonLink to={site.links.pressPage} variant={`ghost`}>Press</ButtonLink>',
          '<Divider wide /> <Divider wide={false} />',
          '<Chart data={[1, 2, 3]} />',
          '<Card title={["a", "b"].join(" ")}>Copy</Card>',
          '</Section>',
        ].join('\n\n'),
      ),
    ).toEqual([]);
  });
});

describe('site settings used in a page', () => {
  it('names a setting that does not exist, with the closest one', async () => {
    expect(await check('Read the {site.links.presPage} and {site.brnad}.')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:10  site.links.presPage is not in content/site.ts. Did you mean site.links.pressPage?",
        "content/index.mdx:6:36  site.brnad is not in content/site.ts. Did you mean site.brand?",
      ]
    `);
  });

  it('names one used in a prop', async () => {
    expect(await check('<ButtonLink to={site.links.press}>Press</ButtonLink>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:13  site.links.press is not in content/site.ts. Add it there, or use one of: pressPage.",
      ]
    `);
  });
});
