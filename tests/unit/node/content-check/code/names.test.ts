// @vitest-environment node
// Code in braces that names something a page does not have would stop the build with a stack trace.
import { describe, expect, it } from 'vitest';
import { checkMemory, page } from '../check-fixture.ts';

const check = (body: string) =>
  checkMemory({ 'content/index.mdx': page(`## Booking\n\n{site.links.pressPage}\n\n${body}`) });

describe('names in braces', () => {
  it('names one the page does not have, with the closest one it does', async () => {
    expect(await check('Welcome to {sitte.brand}.\n\n<Card title={brand}>Copy</Card>')).toMatchInlineSnapshot(`
      [
        "content/index.mdx:10:12  {sitte.brand} uses sitte, which a page does not have. Did you mean site?",
        "content/index.mdx:12:7  {brand} uses brand, which a page does not have. Did you mean site.brand?",
      ]
    `);
  });

  it('accepts settings, JavaScript built-ins, parameters and what the page declares itself', async () => {
    const body = [
      'export const year = 2024',
      '{site.brand} since {year}, {Math.max(1, 2)} and {String(3)}.',
      '{site.navigation.map((item) => item.label).join(", ")}',
      '{/* A note for the team. */}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a page's MDX, which writes a template literal
      '<Card title={`${site.brand}`}>Copy</Card>',
    ].join('\n\n');
    expect(await check(body)).toEqual([]);
  });
});
