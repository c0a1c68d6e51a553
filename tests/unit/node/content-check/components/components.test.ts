// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkFiles, page, testComponents } from '../check-fixture.ts';

describe('unknown components', () => {
  it('suggests the closest known name', async () => {
    expect(await checkFiles({ 'content/index.mdx': page('<Sektion>\n\nCopy\n\n</Sektion>') })).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Unknown component <Sektion>. Did you mean <Section>?",
      ]
    `);
  });

  it('lists the known components when nothing is close', async () => {
    expect(await checkFiles({ 'content/index.mdx': page('<Testimonial>Copy</Testimonial>') })).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Unknown component <Testimonial>. Use one of: <ButtonLink>, <Card>, <CardGrid>, <Hero>, <Section>, <Divider>, <Chart>.",
      ]
    `);
  });

  it('knows every component in the map it is given, including ones added later', async () => {
    const withNewComponent = {
      ...testComponents,
      ResearchItem: { file: 'components/ResearchItem', children: 'required' as const, props: z.object({}) },
    };
    const files = {
      'content/index.mdx': page('<ResearchIttem>Copy</ResearchIttem>\n\n<ResearchItem>Copy</ResearchItem>'),
    };
    expect(await checkFiles(files, withNewComponent)).toMatchInlineSnapshot(`
      [
        "content/index.mdx:6:1  Unknown component <ResearchIttem>. Did you mean <ResearchItem>?",
      ]
    `);
  });
});
