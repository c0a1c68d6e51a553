import type { ContentProblem } from '../report/content-problem.ts';
import { localImageProblem } from '../pictures/check-images.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { frontmatterImage, pageFrontmatter } from './frontmatter.ts';

/**
 * Frontmatter against the schema, found the way the build finds it (even in a page that does not
 * compile), and its social preview image, which must exist like any other image.
 */
export function checkFrontmatter(page: ParsedPage, context: CheckContext): ContentProblem[] {
  const { problems } = pageFrontmatter(page);
  const image = frontmatterImage(page);
  if (problems.length > 0 || !image) return problems;
  const problem = localImageProblem(
    image.url,
    context,
    { file: page.file, line: image.line, column: image.column },
    { field: 'image' },
  );
  return problem ? [problem] : [];
}
