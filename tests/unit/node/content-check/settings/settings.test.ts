// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, page } from '../check-fixture.ts';

describe('outbound links', () => {
  it('warns about a link that is not https, in a page and in the settings', async () => {
    const site = `export const site = {\n  links: { blog: 'http://blog.family.test/', email: 'mailto:hello@family.test' },\n} as const;\n`;
    expect(
      await checkFiles({
        'content/site.ts': site,
        'content/index.mdx': page(
          '[Old blog](http://blog.family.test/) and [mail](mailto:hello@family.test) and [secure](https://family.test/)',
        ),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  warning: Link "http://blog.family.test/" is not https:. Use the https:// address so visitors are not warned the page is not secure.",
        "content/site.ts:2:18  warning: links.blog: Link "http://blog.family.test/" is not https:. Use the https:// address so visitors are not warned the page is not secure.",
      ]
    `);
  });
});

describe('placeholders in the settings file', () => {
  it('lists every example.com address and every value marked PLACEHOLDER together', async () => {
    const site = `export const site = {
  /** The speaker. PLACEHOLDER until the real name is known. */
  speakerName: 'Our Founder',
  /** Where the site lives. PLACEHOLDER. */
  siteUrl: 'https://www.example.com',
  links: {
    contactForm: 'https://forms.example.com/contact',
    real: 'https://family.test/',
    profiles: [{ label: 'LinkedIn', url: 'https://www.example.com/linkedin' }],
  },
} as const;
`;
    expect(await checkFiles({ 'content/site.ts': site })).toMatchInlineSnapshot(`
      [
        "content/site.ts:3:16  warning: speakerName "Our Founder" is still a placeholder. Replace it with the real value, then delete PLACEHOLDER from the comment above it.",
        "content/site.ts:5:12  warning: Placeholder address https://www.example.com (siteUrl). Replace it with the real address before launch.",
        "content/site.ts:7:18  warning: Placeholder address https://forms.example.com/contact (links.contactForm). Replace it with the real address before launch.",
        "content/site.ts:9:42  warning: Placeholder address https://www.example.com/linkedin (links.profiles[0].url). Replace it with the real address before launch.",
      ]
    `);
  });
});

describe('order', () => {
  it('lists errors first, then warnings, each by file and line', async () => {
    const site = `export const site = {\n  links: { press: 'https://press.example.com/' },\n} as const;\n`;
    expect(
      await checkFiles({
        'content/site.ts': site,
        'content/index.mdx': page('[Old](http://old.family.test/)\n\n<Sektion>x</Sektion>'),
        'content/about.mdx': page('[Gone](/gone)'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/about.mdx:6:1  Link to "/gone" goes to a page that does not exist. Pages: /, /about.",
        "content/index.mdx:8:1  Unknown component <Sektion>. Did you mean <Section>?",
        "content/index.mdx:6:1  warning: Link "http://old.family.test/" is not https:. Use the https:// address so visitors are not warned the page is not secure.",
        "content/site.ts:2:19  warning: Placeholder address https://press.example.com/ (links.press). Replace it with the real address before launch.",
      ]
    `);
  });
});
