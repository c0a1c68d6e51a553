// Every built page as Firefox's Reader View takes it (@mozilla/readability, the library it runs): a long page is
// offered the view, and its article keeps the text a reader came for, with its title and the brand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceHost } from '../../src/lib/source-host.ts';
import { pageName } from '../../src/node/structured-data/page-graph.ts';
import { contentPage, settings, type ContentPage } from './support/content.ts';
import { readerView } from './support/reader-view.ts';
import { addressIn, everySite, labelledRoutes } from './support/sites.ts';

/** Readability's own `charThreshold`: it takes a page with less text than this for one with no article. */
const LONG_PAGE = 500;
/** The share of `<main>`'s text the article keeps: nearly all of it on a page of evidence, where a lost line is a lost source. */
const KEPT_ON_EVIDENCE = 0.95;
const KEPT = 0.9;

/** A page of evidence: one whose findings cite their sources (<ResearchItem>). */
const isEvidence = (page: ContentPage) => page.elements('ResearchItem').length > 0;

/** What a reader of a page of evidence must find in its article, read from the page's MDX and the settings. */
function evidenceLines(page: ContentPage): string[] {
  const tldr = page.elements('TldrBanner');
  const sources = page
    .elements('ResearchItem')
    .map((item) => `${settings.researchItem.source} ${sourceHost(String(item.props.link))}`);
  const tldrLines = tldr.flatMap((banner) => [
    banner.text,
    `${settings.tldrBanner.source} ${String(banner.props.sourceLabel ?? sourceHost(String(banner.props.source)))}`,
  ]);
  const notes = page.elements('Note').flatMap((note) => [String(note.props.title), note.text]);
  return [...tldrLines, ...sources, ...notes];
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each page of both builds as Reader View takes it, with its MDX. */
const sites = await Promise.all(
  everySite().map(async (site) => ({
    base: site.base,
    pages: await Promise.all(
      labelledRoutes(site).map(async (route) => {
        const file = route.notFound ? '404.html' : path.join(route.path, 'index.html');
        const view = readerView(readFileSync(path.join(site.dir, file), 'utf8'), addressIn(site)(route.path));
        const content = await contentPage(route.notFound ? '*' : `/${route.path}`);
        return {
          label: route.label,
          view,
          content,
          long: view.mainBlocks.reduce((sum, block) => sum + block.text.length, 0) >= LONG_PAGE,
        };
      }),
    ),
  })),
);

describe.each(sites)('site built for $base', ({ pages }) => {
  it('has long pages to check', () => {
    expect(pages.filter((page) => page.long).length).toBeGreaterThan(0);
  });

  it.each(pages.filter((page) => page.long))('offers Reader View on $label', ({ view }) => {
    expect(view.readerable).toBe(true);
  });

  it.each(pages)('keeps the text a reader needs on $label', ({ view, content }) => {
    const wanted = isEvidence(content) ? KEPT_ON_EVIDENCE : KEPT;
    const lost = view.lost.map((block) => `${block.where} ${block.text}`);
    expect(view.kept, `Reader View's article lost:\n${lost.join('\n')}`).toBeGreaterThanOrEqual(wanted);
  });

  it.each(pages)("heads the article of $label with the page's title and names the brand", ({ view, content }) => {
    expect(view.article).not.toBeNull();
    const title = String(content.frontmatter.title);
    // Readability takes the title from the structured data or the Open Graph tags: with or without the brand after it.
    expect(pageName(view.article!.title, settings.brand)).toBe(pageName(title, settings.brand));
    expect([view.article!.siteName, view.article!.byline]).toContain(settings.brand);
  });

  it.each(pages.filter((page) => isEvidence(page.content)))(
    'keeps the TL;DR, every source line and every note on $label',
    ({ view, content }) => {
      const lines = evidenceLines(content).map(normalise);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => !view.article!.text.includes(line))).toEqual([]);
    },
  );
});
