/**
 * A component's example as a page of its own, for its picture: the page's headline and the example, arranged as
 * the example is meant to be used, and the id of the element the example comes after, so the picture can be cut to
 * it. The page passes the content check as the guide's tests hold every example to (tests/unit/docs/).
 */

/** The components that are a band of the page of their own: their example is written at the page's top level. */
const BANDS = ['Section', 'Hero', 'ReadingLayout', 'ClosingBand', 'PageFooter', 'OpensAtTop'];

export interface ExamplePage {
  source: string;
  /** The id of the element the example follows in its parent; none when the example is the whole page. */
  after?: string;
}

export function examplePage(name: string, mdx: string): ExamplePage {
  const frontmatter = `---\ntitle: ${name}\ndescription: The writing guide's example of ${name}, for its picture.\nnoindex: true\n---\n\n`;
  // An example that has the page's headline is a whole page already.
  if (/^# |<h1[\s>]/m.test(mdx)) return { source: `${frontmatter}${mdx}` };
  const band = BANDS.some((component) => new RegExp(`^<${component}[\\s>/]`).test(mdx.trimStart()));
  if (band)
    return {
      source: `${frontmatter}<Section id="example-headline">\n\n# ${name}\n\n</Section>\n\n${mdx}`,
      after: 'example-headline',
    };
  // Copy inside a section, below a heading of its own, as on the site's pages (the heading's id is its slug).
  return {
    source: `${frontmatter}<Section>\n\n# ${name}\n\n## A part of the page\n\n${mdx}\n\n</Section>\n`,
    after: 'a-part-of-the-page',
  };
}

/** The example page's file under content/: `docs-pictures/agenda-accordion.mdx` for AgendaAccordion. */
export function examplePageFile(name: string): string {
  return `docs-pictures/${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.mdx`;
}
