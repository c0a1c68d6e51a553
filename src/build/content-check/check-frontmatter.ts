import type { ContentProblem } from '../content-problem.ts';
import { validateFrontmatter } from '../validate-frontmatter.ts';
import type { ParsedPage } from './parse-page.ts';

/**
 * Frontmatter against the schema. Read from the text, not the tree, so a page that does not compile
 * still has its frontmatter checked.
 */
export function checkFrontmatter(page: ParsedPage): ContentProblem[] {
  const block = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(page.source);
  return validateFrontmatter(block?.[1], page.file, 1);
}
