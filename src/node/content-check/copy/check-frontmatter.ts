import type { ContentProblem } from '../report/content-problem.ts';
import { frontmatterProblems, readFields } from '../../mdx/validate-frontmatter.ts';
import { localImageProblem } from '../pictures/check-images.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';

/**
 * Frontmatter against the schema, found the way the build finds it (even in a page that does not
 * compile), and its social preview image, which must exist like any other image.
 */
export function checkFrontmatter(page: ParsedPage, context: CheckContext): ContentProblem[] {
  const problems = frontmatterProblems(page.frontmatter, page.source, page.file);
  if (problems.length > 0 || !page.frontmatter) return problems;
  const { data, fields } = readFields(page.frontmatter);
  const image = (data as { image?: string }).image;
  const problem = image === undefined ? undefined : localImageProblem(image, context, 'Frontmatter field "image"');
  const at = fields.get('image') ?? { line: page.frontmatter.line, column: 1 };
  return problem ? [{ file: page.file, ...at, severity: 'error', ...problem }] : [];
}
