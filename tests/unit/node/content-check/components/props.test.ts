// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, checkMemory, page } from '../check-fixture.ts';

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

describe('props declared by the zod schema beside each component (the real map)', () => {
  const real = (body: string) =>
    checkMemory({ 'content/index.mdx': page(`## Booking\n\n{site.links.pressPage}\n\n${body}`) }, [
      '/images/social.png',
      '/images/a.svg',
    ]);

  it('names a number that is not one of the options', async () => {
    expect(await real('<CardGrid columns={5}><Card title="x">Copy</Card></CardGrid>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:11  <CardGrid> columns={5} is not an option. Use one of: 2, 3, 4.",
      ]
    `);
  });

  it("names a value that breaks the rule its schema gives, in the schema's words", async () => {
    expect(await real('<AgendaAccordion title="Agenda"><AgendaItem time="1:5" title="Arrival" /></AgendaAccordion>'))
      .toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:45  <AgendaItem> time="1:5" is not valid: it must be a time from the start as hh:mm, such as "00:15".",
      ]
    `);
    expect(await real('<GuideStep number={0} id="start" title="Start">Copy</GuideStep>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:12  <GuideStep> number={0} is not valid: it must be more than 0. The step's place in the guide, shown in its badge: number={1}.",
      ]
    `);
  });

  it("names a picture in a list by its place, at its line, and checks each picture's file and alt text", async () => {
    const carousel = [
      '<Carousel',
      '  label="Evenings"',
      '  images={[',
      "    { src: '/images/a.svg', alt: 'A table' },",
      "    { src: '/images/b.svg' },",
      '  ]}',
      '/>',
    ].join('\n');
    expect(await real(carousel)).toMatchInlineSnapshot(`
      [
        "content/index.mdx:14:5  Image "/images/b.svg" is not in public/. Add the file at public/images/b.svg or correct the path.",
        "content/index.mdx:14:5  <Carousel> images[1].alt is not valid: it is missing.",
      ]
    `);
  });

  it("names a slide's focus it cannot read, at its line, and says how to write one", async () => {
    const carousel = [
      '<Carousel',
      '  label="Evenings"',
      '  images={[',
      "    { src: '/images/a.svg', alt: 'A table', focus: 'top left' },",
      "    { src: '/images/a.svg', alt: 'A lamp', focus: 'upper left' },",
      '  ]}',
      '/>',
    ].join('\n');
    expect(await real(carousel)).toMatchInlineSnapshot(`
      [
        "content/index.mdx:14:51  <Carousel> images[1].focus is not valid: it must be where the picture's subject is: top, bottom, left, right or center, a corner such as 'top left', or how far across and down as two percentages such as '30% 40%'.",
      ]
    `);
  });

  it("checks a setting used as a value against the prop's type", async () => {
    expect(await real('<Copyright holder={site.uaeWorkshop.registrationOpen} />')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:12  <Copyright> holder must be text. Write holder="…" with the value in quotes.",
      ]
    `);
  });

  it('says how to write a prop that is usually a setting', async () => {
    expect(await real('<BookingEmbed height={800} title="Contact form" />')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:1  <BookingEmbed> is missing the "src" prop. Add src={site.links.contactForm} (the form address from content/site.ts).",
      ]
    `);
  });

  it('knows an icon that does not exist', async () => {
    expect(await real('<Card title="x" icon="flam">Copy</Card>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:17  <Card> icon="flam" is not an option. Did you mean "flame"? Use one of: book-open, briefcase, building, flame, heart, home, lightbulb, message, sparkles, sprout, users.",
      ]
    `);
  });
});
