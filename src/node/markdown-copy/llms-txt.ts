import { pageName } from '../structured-data/page-graph.ts';

/** A page as /llms.txt lists it. */
export interface LlmsPage {
  /** Its address, from the site's root: '/research'. */
  pagePath: string;
  /** Its Markdown copy's address, from the site's root: '/research.md'. */
  copyPath: string;
  title: string;
  description: string;
  /** The section it is listed under (frontmatter `kind`). */
  kind?: string;
}

export interface LlmsSite {
  brand: string;
  /** One paragraph about the whole site (`summary` in content/site.ts). */
  summary?: string;
  /** A site path as an absolute address, under the base path. */
  url: (path: string) => string;
}

/** The section of a page that names none. */
export const DEFAULT_KIND = 'Pages';

/** The home page first, then the others in the order given. */
const homeFirst = <T extends LlmsPage>(pages: T[]): T[] =>
  [...pages].sort((a, b) => Number(b.pagePath === '/') - Number(a.pagePath === '/'));

/** The heading and summary both files start with: the site's name and its summary (or the home page's description). */
function preamble(pages: LlmsPage[], site: LlmsSite): string {
  const summary = site.summary ?? pages.find((page) => page.pagePath === '/')?.description;
  return `# ${site.brand}\n\n${summary ? `> ${summary.replace(/\s+/g, ' ').trim()}\n\n` : ''}`;
}

/**
 * /llms.txt in the llmstxt.org format: the site's name, a one-paragraph summary, and a section per kind of page (in
 * the order the kinds first appear) listing each page's Markdown copy with its description.
 */
export function llmsTxt(pages: LlmsPage[], site: LlmsSite): string {
  const sections = new Map<string, LlmsPage[]>();
  for (const page of homeFirst(pages)) {
    const kind = page.kind ?? DEFAULT_KIND;
    sections.set(kind, [...(sections.get(kind) ?? []), page]);
  }
  const body = [...sections].map(([kind, listed]) => {
    const lines = listed.map((page) => {
      const name = pageName(page.title, site.brand);
      const description = page.description === page.title || page.description === name ? '' : `: ${page.description}`;
      return `- [${name}](${site.url(page.copyPath)})${description}`;
    });
    return `## ${kind}\n\n${lines.join('\n')}\n`;
  });
  return `${preamble(pages, site)}${body.join('\n')}`;
}

/** /llms-full.txt: the same start, then every page's whole Markdown copy, each after a rule and its address. */
export function llmsFullTxt(pages: (LlmsPage & { markdown: string })[], site: LlmsSite): string {
  const copies = homeFirst(pages).map(
    (page) => `---\n\nSource: ${site.url(page.pagePath)}\n\n${page.markdown.trim()}\n`,
  );
  return `${preamble(pages, site)}${copies.join('\n')}`;
}
