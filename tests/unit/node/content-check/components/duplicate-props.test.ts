// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, page } from '../check-fixture.ts';

const check = (body: string) => checkFiles({ 'content/index.mdx': page(body) });

describe('a prop written twice', () => {
  it('stops the build when the two values differ, at the second one', async () => {
    expect(await check('<Section tone="cream"\n  id="about" tone="navy">\n\nCopy\n\n</Section>')).toEqual([
      'content/index.mdx:7:14  <Section> has the prop "tone" twice (first on line 6), and only the last one shows. Keep the one you want and delete the other.',
    ]);
  });

  it('warns when both say the same, and checks plain HTML tags too', async () => {
    expect(await check('<Card title="A" title="A">Copy</Card> <span id="x" id="y">x</span>')).toEqual([
      'content/index.mdx:6:52  <span> has the prop "id" twice (first on this line), and only the last one shows. Keep the one you want and delete the other.',
      'content/index.mdx:6:17  warning: <Card> has the prop "title" twice, the same both times (first on this line). Delete one of them.',
    ]);
  });

  it('accepts different props', async () => {
    expect(await check('<ButtonLink to="/" variant="secondary">Home</ButtonLink>')).toEqual([]);
  });
});
