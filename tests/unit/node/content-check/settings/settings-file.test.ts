// @vitest-environment node
// content/site.ts is read by the check before anything imports it: every slip is a line, never a crash.
import { describe, expect, it } from 'vitest';
import { site } from '../../../../../content/site.ts';
import { settingsSchema } from '../../../../../src/node/content-check/settings/settings-schema.ts';
import { checkMemory, completeSite } from '../check-fixture.ts';

const edit = (from: string, to: string) => {
  if (!completeSite.includes(from)) throw new Error(`the settings have no ${from}`);
  return checkMemory({ 'content/site.ts': completeSite.replace(from, to) });
};

describe('the settings file', () => {
  it('the real settings have the shape the schema describes', () => {
    expect(settingsSchema.safeParse(site).error?.issues).toBeUndefined();
  });

  it('points a missing quote at the quote that was opened', async () => {
    expect(await edit("brand: 'Family Glue',", "brand: 'Family Glue,")).toMatchInlineSnapshot(`
      [
        "content/site.ts:2:10  This value is missing its closing quote. Add the quote at the end of the value.",
      ]
    `);
  });

  it('names a missing comma where it is missing, and a list or group never closed', async () => {
    expect(await edit("brand: 'Family Glue',", "brand: 'Family Glue'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:3:3  The settings file cannot be read here: a comma is missing before this. Each setting ends with a comma: put , at the end of the value before it.",
      ]
    `);
    expect(await edit("navigation: [{ label: 'Home', to: '/' }],", "navigation: [{ label: 'Home', to: '/' },"))
      .toMatchInlineSnapshot(`
      [
        "content/site.ts:7:10  The settings file cannot be read here: a [ or { before this is never closed. Close each list with ] and each group with }.",
      ]
    `);
  });

  it('takes a label ending in a colon for words, not for an address that is not https', async () => {
    expect(await edit("brand: 'Family Glue'", "brand: 'Source:'")).toEqual([]);
    expect(await edit("pressPage: 'https://press.family.test/'", "pressPage: 'http://press.family.test/'")).toEqual([
      expect.stringContaining('warning: links.pressPage: Link "http://press.family.test/" is not https:'),
    ]);
  });

  it('names a comment that is never closed at its start', async () => {
    expect(await edit("  brand: 'Family Glue',", "  /** The movement's name.\n  brand: 'Family Glue',"))
      .toMatchInlineSnapshot(`
      [
        "content/site.ts:2:3  This comment is never closed. End it with */.",
      ]
    `);
  });

  it('asks for quotes around text, and for true or false in lower case', async () => {
    expect(await edit("brand: 'Family Glue'", 'brand: Family')).toMatchInlineSnapshot(`
      [
        "content/site.ts:2:10  Setting brand is written as code: Family. Put text in quotes: 'Family'. Numbers, true and false go without quotes.",
      ]
    `);
    expect(await edit('registrationOpen: false', 'registrationOpen: False')).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:36  Setting uaeWorkshop.registrationOpen is written as code: False. Write true or false, in lower case, without quotes.",
      ]
    `);
  });

  it('names a misspelt setting once, where it is written, with the name the site expects', async () => {
    expect(await edit('brand:', 'brnad:')).toMatchInlineSnapshot(`
      [
        "content/site.ts:2:3  Setting brnad is not one the site has. Did you mean brand?",
      ]
    `);
    // In links, new names are welcome; one close to a name the site needs is that name misspelt.
    expect(await edit('contactForm:', 'contactFrom:')).toMatchInlineSnapshot(`
      [
        "content/site.ts:10:5  Setting links.contactFrom is not one the site has. Did you mean contactForm?",
      ]
    `);
  });

  it('lists the names it knows for a setting that is nothing like them', async () => {
    expect(
      await edit(
        "bookNow: { label: 'Book Now', to: '/#booking' }",
        "bookNow: { label: 'Book Now', to: '/#booking', colour: 'red' }",
      ),
    ).toMatchInlineSnapshot(`
        [
          "content/site.ts:7:50  Setting bookNow.colour is not one the site has. Use one of: label, to.",
        ]
      `);
  });

  it('names a setting the site needs that is gone, at the group it belongs in', async () => {
    expect(await edit("    keynoteBookingForm: 'https://forms.family.test/keynote',\n", '')).toMatchInlineSnapshot(`
      [
        "content/site.ts:9:3  Setting links.keynoteBookingForm is missing. Add keynoteBookingForm: '…' inside links.",
      ]
    `);
  });

  it('names a value of the wrong kind', async () => {
    expect(await edit('registrationOpen: false', "registrationOpen: 'false'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:36  Setting uaeWorkshop.registrationOpen must be true or false, without quotes.",
      ]
    `);
    expect(await edit("speakerName: 'Sam Taylor'", 'speakerName: 42')).toMatchInlineSnapshot(`
      [
        "content/site.ts:3:16  Setting speakerName must be text in quotes: '…'.",
      ]
    `);
  });

  it('names an address with a typo, and a picture path without its /', async () => {
    expect(await edit("'https://forms.family.test/contact'", "'https//forms.family.test/contact'"))
      .toMatchInlineSnapshot(`
      [
        "content/site.ts:10:18  Setting links.contactForm is not a web address: "https//forms.family.test/contact". Write the full address, starting with https://.",
      ]
    `);
    expect(await edit("'/images/social.png'", "'images/social.png'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:5:17  Setting defaultImage must start with /: "images/social.png". Write the path from public/, such as /images/social-preview.png for public/images/social-preview.png.",
      ]
    `);
  });

  it("holds the calculator's figures to their own rules, in the settings' words", async () => {
    const figures = (loss: string, currency = "'USD'") =>
      edit(
        '  links: {',
        `  opportunityCost: {\n    currency: ${currency},\n    parents: { start: 400, min: 1, max: 1000000 },\n    salary: { start: 80000, min: 1000, max: 1000000 },\n    affected: { start: 25, min: 1, max: 100 },\n    loss: ${loss},\n  },\n  links: {`,
      );
    expect(await figures('{ start: 5, min: 1, max: 50 }')).toEqual([]);
    expect(await figures('{ start: 55, min: 1, max: 50 }')).toMatchInlineSnapshot(`
      [
        "content/site.ts:14:11  Setting opportunityCost.loss is not valid: it needs a start between its min and its max.",
      ]
    `);
    expect(await figures('{ start: 5, min: 0, max: 50 }')).toMatchInlineSnapshot(`
      [
        "content/site.ts:14:28  Setting opportunityCost.loss.min is not valid: it must be more than 0.",
      ]
    `);
    expect(await figures('{ start: 5, min: 1, max: 50 }', "'Dollars'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:10:15  Setting opportunityCost.currency is not valid: it must be a three-letter currency code, such as "USD", "EUR" or "AED".",
      ]
    `);
  });

  it("holds the guide's patterns to the placeholders the page fills in", async () => {
    expect(await edit("tickLabel: '{done}: Step {number}, {title}'", "tickLabel: '{done}: Step {numbr}, {title}'"))
      .toMatchInlineSnapshot(`
      [
        "content/site.ts:8:210  Setting guideProgress.tickLabel is not valid: it must use {done} and {title} and may use {number}, and no other {…}.",
      ]
    `);
    expect(await edit("summary: '{done} of {total} done'", "summary: '{done} of {totl} done'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:253  Setting guideProgress.summary is not valid: it must use {done} and {total}, and no other {…}.",
      ]
    `);
    expect(await edit("summary: '{done} of {total} done'", "summary: '{done} steps done'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:253  Setting guideProgress.summary is not valid: it must use {done} and {total}, and no other {…}.",
      ]
    `);
    expect(await edit("stepHeading: 'Step {number}: {title}'", "stepHeading: 'Step {numbr}: {title}'"))
      .toMatchInlineSnapshot(`
      [
        "content/site.ts:8:317  Setting guideProgress.stepHeading is not valid: it must use {number} and {title}, and no other {…}.",
      ]
    `);
    expect(await edit("stepHeading: 'Step {number}: {title}'", "stepHeading: 'Step {number}:'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:317  Setting guideProgress.stepHeading is not valid: it must use {number} and {title}, and no other {…}.",
      ]
    `);
    expect(await edit("stepLink: 'Link to this step'", "stepLink: ''")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:353  Setting guideProgress.stepLink is not valid: it must not be empty.",
      ]
    `);
  });

  it("holds the carousel's patterns to the placeholders it fills in, and the new-tab note to some words", async () => {
    expect(await edit("dot: 'Show slide {number} of {total}'", "dot: 'Show slide {number}'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:829  Setting carousel.dot is not valid: it must use {number} and {total}, and no other {…}.",
      ]
    `);
    expect(
      await edit(
        "announcement: 'Slide {number} of {total}: {alt}'",
        "announcement: 'Slide {number} of {total}: {alt_text}'",
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:740  Setting carousel.announcement is not valid: it must use {number} and {total} and may use {alt}, and no other {…}.",
      ]
    `);
    expect(await edit("slide: '{number} of {total}'", "slide: '{numbr} of {total}'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:703  Setting carousel.slide is not valid: it must use {number} and {total}, and no other {…}.",
      ]
    `);
    expect(await edit("newTab: '(opens in a new tab)'", "newTab: ''")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:522  Setting newTab is not valid: it must not be empty.",
      ]
    `);
  });

  it('holds the research item’s screen-reader words to the finding’s {title}', async () => {
    expect(await edit("readSourceFor: 'for “{title}”'", "readSourceFor: 'for “{tilte}”'")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:608  Setting researchItem.readSourceFor is not valid: it must use {title}, and no other {…}.",
      ]
    `);
    expect(await edit("readSource: 'Read the source'", "readSource: ''")).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:574  Setting researchItem.readSource is not valid: it must not be empty.",
      ]
    `);
  });

  it('holds every word a component says to some words, at its line', async () => {
    // Each is emptied at its last value: the words before it only find the right one.
    const words = [
      "kind: 'carousel'",
      "slideKind: 'slide'",
      "label: 'Main'",
      "open: 'Open navigation'",
      "title: 'Navigation'",
      "close: 'Close navigation'",
      "label: 'Colour scheme'",
      "system: 'As on this device'",
      "light: 'Light'",
      "dark: 'Dark'",
      "readSourceFor: 'for “{title}”', source: 'Source:'",
      "tldrBanner: { label: 'TL;DR'",
      "label: 'TL;DR', source: 'Source:'",
      "recommended: 'Recommended'",
      "openForm: 'Open the form in a new tab'",
      "title: 'On this page'",
      "label: 'Profiles'",
      "register: 'Register Now'",
      "closed: 'Event Ended'",
      "registrationDialog: { close: 'Close'",
      "description: 'Confirm your details.'",
      "name: 'Name'",
      "email: 'Email'",
      "whatsapp: 'WhatsApp number'",
      "aiExperience: 'Have you used AI tools?'",
      "yes: 'Yes'",
      "no: 'No'",
      "completePayment: 'Complete Payment'",
    ];
    const problems = await Promise.all(words.map((word) => edit(word, word.replace(/'[^']*'$/, "''"))));
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:664  Setting carousel.kind is not valid: it must not be empty.",
        "content/site.ts:8:687  Setting carousel.slideKind is not valid: it must not be empty.",
        "content/site.ts:8:880  Setting menu.label is not valid: it must not be empty.",
        "content/site.ts:8:894  Setting menu.open is not valid: it must not be empty.",
        "content/site.ts:8:920  Setting menu.title is not valid: it must not be empty.",
        "content/site.ts:8:941  Setting menu.close is not valid: it must not be empty.",
        "content/site.ts:8:985  Setting colorScheme.label is not valid: it must not be empty.",
        "content/site.ts:8:1010  Setting colorScheme.system is not valid: it must not be empty.",
        "content/site.ts:8:1038  Setting colorScheme.light is not valid: it must not be empty.",
        "content/site.ts:8:1053  Setting colorScheme.dark is not valid: it must not be empty.",
        "content/site.ts:8:633  Setting researchItem.source is not valid: it must not be empty.",
        "content/site.ts:8:1084  Setting tldrBanner.label is not valid: it must not be empty.",
        "content/site.ts:8:1101  Setting tldrBanner.source is not valid: it must not be empty.",
        "content/site.ts:8:1141  Setting optionCard.recommended is not valid: it must not be empty.",
        "content/site.ts:8:1184  Setting bookingEmbed.openForm is not valid: it must not be empty.",
        "content/site.ts:8:1242  Setting tableOfContents.title is not valid: it must not be empty.",
        "content/site.ts:8:1283  Setting profileLinks.label is not valid: it must not be empty.",
        "content/site.ts:8:1322  Setting packageCard.register is not valid: it must not be empty.",
        "content/site.ts:8:1346  Setting packageCard.closed is not valid: it must not be empty.",
        "content/site.ts:8:1392  Setting registrationDialog.close is not valid: it must not be empty.",
        "content/site.ts:8:1414  Setting registrationDialog.description is not valid: it must not be empty.",
        "content/site.ts:8:1445  Setting registrationDialog.name is not valid: it must not be empty.",
        "content/site.ts:8:1460  Setting registrationDialog.email is not valid: it must not be empty.",
        "content/site.ts:8:1479  Setting registrationDialog.whatsapp is not valid: it must not be empty.",
        "content/site.ts:8:1512  Setting registrationDialog.aiExperience is not valid: it must not be empty.",
        "content/site.ts:8:1544  Setting registrationDialog.yes is not valid: it must not be empty.",
        "content/site.ts:8:1555  Setting registrationDialog.no is not valid: it must not be empty.",
        "content/site.ts:8:1578  Setting registrationDialog.completePayment is not valid: it must not be empty.",
      ]
    `);
  });

  it('names a group of words that is missing, at the settings it belongs in', async () => {
    const groups = [
      "menu: { label: 'Main', open: 'Open navigation', title: 'Navigation', close: 'Close navigation' },",
      "colorScheme: { label: 'Colour scheme', system: 'As on this device', light: 'Light', dark: 'Dark' },",
      "tldrBanner: { label: 'TL;DR', source: 'Source:' },",
      "optionCard: { recommended: 'Recommended' },",
      "bookingEmbed: { openForm: 'Open the form in a new tab' },",
      "tableOfContents: { title: 'On this page' },",
      "profileLinks: { label: 'Profiles' },",
      "packageCard: { register: 'Register Now', closed: 'Event Ended' },",
      /registrationDialog: \{[^}]*\},/.exec(completeSite)![0],
    ];
    const problems = await Promise.all(groups.map((group) => edit(group, '')));
    expect(problems.flat()).toMatchInlineSnapshot(`
      [
        "content/site.ts:1:21  Setting menu is missing. Add menu: { … }.",
        "content/site.ts:1:21  Setting colorScheme is missing. Add colorScheme: { … }.",
        "content/site.ts:1:21  Setting tldrBanner is missing. Add tldrBanner: { … }.",
        "content/site.ts:1:21  Setting optionCard is missing. Add optionCard: { … }.",
        "content/site.ts:1:21  Setting bookingEmbed is missing. Add bookingEmbed: { … }.",
        "content/site.ts:1:21  Setting tableOfContents is missing. Add tableOfContents: { … }.",
        "content/site.ts:1:21  Setting profileLinks is missing. Add profileLinks: { … }.",
        "content/site.ts:1:21  Setting packageCard is missing. Add packageCard: { … }.",
        "content/site.ts:1:21  Setting registrationDialog is missing. Add registrationDialog: { … }.",
      ]
    `);
    expect(await edit(", source: 'Source:' }", ' }')).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:546  Setting researchItem.source is missing. Add source: '…' inside researchItem.",
      ]
    `);
    expect(await edit("open: 'Open navigation', ", '')).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:865  Setting menu.open is missing. Add open: '…' inside menu.",
      ]
    `);
  });

  it('names a setting written twice, and code outside the settings', async () => {
    expect(await edit("brand: 'Family Glue',", "brand: 'Family Glue',\n  brand: 'Glue',")).toMatchInlineSnapshot(`
      [
        "content/site.ts:3:3  Setting brand is written twice. Keep one of them (the last one would win).",
      ]
    `);
    expect(await edit('export type Site', "site.brand = 'x';\nexport type Site")).toMatchInlineSnapshot(`
      [
        "content/site.ts:16:1  Only settings belong in content/site.ts. Remove this line, or write the setting inside export const site = { … }.",
      ]
    `);
  });

  it('warns about an address in links that no page uses', async () => {
    expect(
      await edit(
        "    pressPage: 'https://press.family.test/',",
        "    pressPage: 'https://press.family.test/',\n    presPage: 'https://press.family.test/',",
      ),
    ).toMatchInlineSnapshot(`
        [
          "content/site.ts:13:5  warning: Setting links.presPage is not used by any page. Use it in a page as {site.links.presPage}, or delete it.",
        ]
      `);
  });

  it('reports a page that uses a setting written as code in the settings file only', async () => {
    const problems = await edit("brand: 'Family Glue'", 'brand: Family');
    expect(problems.filter((problem) => problem.startsWith('content/index.mdx'))).toEqual([]);
  });
});
