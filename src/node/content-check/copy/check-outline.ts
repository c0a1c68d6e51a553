import { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { pageFrontmatter } from './frontmatter.ts';
import { pageHeadings, type PageHeading } from './page-headings.ts';
import type { ParsedPage } from '../page/parse-page.ts';

/**
 * The page's outline, which screen readers list, the research contents follow and search engines read:
 * exactly one `#` headline, and headings that go down one level at a time (## then ###, never ## then ####).
 * Going back up (### then ##) is fine.
 */
export function checkOutline(page: ParsedPage, context: CheckContext): ContentProblem[] {
  // A broken frontmatter block swallows the copy's headings, or makes one (its closing --- under a field
  // reads as a heading's underline): the frontmatter's own message says what to fix.
  if (!page.tree || pageFrontmatter(page).problems.length > 0) return [];
  const headings = pageHeadings(page.tree, context.components);
  const problems: ContentProblem[] = [];
  const report = (at: { line: number; column: number }, kind: ContentProblem['kind'], message: string) =>
    problems.push(new ContentProblem({ file: page.file, line: at.line, column: at.column, severity: 'error', kind, message }));

  const headlines = headings.filter((heading) => heading.level === 1);
  const headline = headlines[0];
  if (!headline) {
    report(firstLineOfCopy(page), 'heading-no-h1', 'The page has no # heading. Give it one headline, written # Headline, at the top of its copy (inside the <Hero> when it has one).');
  }
  for (const extra of headlines.slice(1)) {
    report(extra, 'heading-second-h1', `A page has one # heading, its headline, and this is a second (the first is on line ${headline!.line}). ${oneLevelDown(extra)}`);
  }

  // The rest is measured from where the outline should be (a missing headline as if there, a second one as
  // the ## it should be), so one slip is reported once.
  let previous: PageHeading | undefined;
  for (const heading of headings) {
    if (heading.level === 1) {
      previous = heading === headline ? heading : { ...heading, level: 2 };
      continue;
    }
    if (!previous && headline) {
      report(heading, 'heading-skip', `${described(heading)} skips a level: it comes before the page's # headline (line ${headline.line}). Move the headline above it.`);
    } else if (heading.level > (previous?.level ?? 1) + 1) {
      const before = previous ? `the heading before it (line ${previous.line}) is ${hashes(previous.level)}` : 'the page has no # headline above it';
      report(heading, 'heading-skip', `${described(heading)} skips a level: ${before}. ${fix(heading, (previous?.level ?? 1) + 1)}`);
    }
    previous = heading;
  }
  return problems;
}

const hashes = (level: number) => '#'.repeat(level);

/** "This #### heading", or "<Card title> makes a ### heading, and that heading". */
function described(heading: PageHeading): string {
  const { writtenAs } = heading;
  if (writtenAs.kind === 'prop') return `<${writtenAs.component} ${writtenAs.prop}> makes a ${hashes(heading.level)} heading, and that heading`;
  if (writtenAs.kind === 'tag') return `This <h${heading.level}> heading`;
  return `This ${hashes(heading.level)} heading`;
}

function fix(heading: PageHeading, expected: number): string {
  const add = `add a ${hashes(expected)} heading above it`;
  if (heading.writtenAs.kind === 'prop') return `Add a ${hashes(expected)} heading above it (the title of its part of the page).`;
  if (heading.writtenAs.kind === 'tag') return `Make it <h${expected}>, or ${add}.`;
  return `Make it ${hashes(expected)}, or ${add}.`;
}

function oneLevelDown(heading: PageHeading): string {
  return heading.writtenAs.kind === 'tag' ? 'Make this one <h2>.' : 'Make this one a ## section heading.';
}

/** The first line after the frontmatter: where a missing headline belongs. */
function firstLineOfCopy(page: ParsedPage): { line: number; column: number } {
  const first = page.tree?.children.find((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  return { line: first?.position?.start.line ?? 1, column: 1 };
}
