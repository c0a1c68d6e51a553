import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
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
  const at = ({ line, column }: { line: number; column: number }) => ({ file: page.file, line, column });

  const headlines = headings.filter((heading) => heading.level === 1);
  const headline = headlines[0];
  if (!headline) problems.push(problem('heading-no-h1', {}, at(firstLineOfCopy(page))));
  for (const extra of headlines.slice(1))
    problems.push(problem('heading-second-h1', { heading: extra, firstLine: headline!.line }, at(extra)));

  // The rest is measured from where the outline should be (a missing headline as if there, a second one as
  // the ## it should be), so one slip is reported once.
  let previous: PageHeading | undefined;
  for (const heading of headings) {
    if (heading.level === 1) {
      previous = heading === headline ? heading : { ...heading, level: 2 };
      continue;
    }
    if (!previous && headline) {
      problems.push(problem('heading-skip', { heading, headlineBelow: headline.line }, at(heading)));
    } else if (heading.level > (previous?.level ?? 1) + 1) {
      problems.push(problem('heading-skip', { heading, previous }, at(heading)));
    }
    previous = heading;
  }
  return problems;
}

/** The first line after the frontmatter: where a missing headline belongs. */
function firstLineOfCopy(page: ParsedPage): { line: number; column: number } {
  const first = page.tree?.children.find((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  return { line: first?.position?.start.line ?? 1, column: 1 };
}
