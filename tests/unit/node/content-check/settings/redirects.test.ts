// @vitest-environment node
// `redirects` in content/site.ts: each leads from an address no page has to a page that exists, and a mistake is
// reported on the line it is written, with what to write instead.
import { describe, expect, it } from 'vitest';
import { checkMemory, completeSite, page } from '../check-fixture.ts';

/** The complete settings with `list` as their redirects, and a second page to lead to. */
const withRedirects = (list: string) => ({
  'content/site.ts': completeSite.replace('redirects: []', `redirects: [${list}]`),
  'content/keynote.mdx': page('# Keynote'),
});

describe('redirects in the settings file', () => {
  it('accepts an old address that leads to a page, with or without a trailing slash', async () => {
    expect(
      await checkMemory(
        withRedirects("{ from: '/old-keynote', to: '/keynote' }, { from: '/speaking/', to: '/keynote/' }"),
      ),
    ).toEqual([]);
  });

  it('refuses a redirect to an address no page has, suggesting the page meant', async () => {
    expect(
      await checkMemory(withRedirects("{ from: '/old-keynote', to: '/keynot' }, { from: '/talks', to: '/speeches' }")),
    ).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:1730  Redirect to "/keynot" goes to a page that does not exist. Did you mean "/keynote"?",
        "content/site.ts:8:1765  Redirect to "/speeches" goes to a page that does not exist. Write the address of one of these pages: /, /keynote.",
      ]
    `);
  });

  it('refuses a redirect from an address a page still has, naming its file', async () => {
    expect(await checkMemory(withRedirects("{ from: '/keynote/', to: '/' }"))).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:1710  Redirect from "/keynote/" would hide the page content/keynote.mdx. To retire that page, delete its file first; to keep it, redirect from an address no page has.",
      ]
    `);
  });

  it('refuses the same old address twice, at the second', async () => {
    expect(await checkMemory(withRedirects("{ from: '/talks', to: '/keynote' }, { from: '/talks/', to: '/' }")))
      .toMatchInlineSnapshot(`
      [
        "content/site.ts:8:1746  Redirect from "/talks/" is written twice. Keep one of them: the first one would win.",
      ]
    `);
  });

  it('asks for a page address, without an anchor, a query or another site', async () => {
    expect(
      await checkMemory(
        withRedirects("{ from: 'old', to: '/keynote#booking' }, { from: '/x?y', to: 'https://family.test/' }"),
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/site.ts:8:1710  Setting redirects[0].from must be a page's address: "old". Write it from the site's root, such as /research, without #, ? or spaces: a redirect leads from one address of this site to one of its pages.",
        "content/site.ts:8:1721  Setting redirects[0].to must be a page's address: "/keynote#booking". Write it from the site's root, such as /research, without #, ? or spaces: a redirect leads from one address of this site to one of its pages.",
        "content/site.ts:8:1751  Setting redirects[1].from must be a page's address: "/x?y". Write it from the site's root, such as /research, without #, ? or spaces: a redirect leads from one address of this site to one of its pages.",
        "content/site.ts:8:1763  Setting redirects[1].to must be a page's address: "https://family.test/". Write it from the site's root, such as /research, without #, ? or spaces: a redirect leads from one address of this site to one of its pages.",
      ]
    `);
  });

  it('does not take a redirect for a link to a page that does not exist', async () => {
    const problems = await checkMemory(withRedirects("{ from: '/old-keynote', to: '/keynote' }"));
    expect(problems.filter((problem) => problem.includes('Link to'))).toEqual([]);
  });
});
