import { safeDecode } from '../../../lib/safe-decode.ts';
import { problem, type ProblemPlace } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { pageReferences } from '../page/references.ts';

/** Images: a local file must be under public/, and every image needs alt text. */
export function checkImages(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  for (const image of pageReferences(page.tree, context.components, context.site.value).images) {
    const at = { file: page.file, line: image.line, column: image.column };
    const fileProblem = localImageProblem(image.url, context, at);
    if (fileProblem) problems.push(fileProblem);
    if (image.alt && image.alt.text.trim() === '')
      problems.push(problem('image-no-alt', { url: image.url, alt: image.alt }, at));
  }
  return problems;
}

/**
 * What is wrong with an image address written at `at`, or undefined: it is https, or a file under public/.
 * `written` names where it is written when that is not a page's copy: a setting, or a frontmatter field.
 */
export function localImageProblem(
  url: string,
  context: Pick<CheckContext, 'publicFileExists'>,
  at: ProblemPlace,
  written: { setting?: string; field?: string } = {},
): ContentProblem | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  if (!url.startsWith('/'))
    return problem('image-relative', { ...written, url, file: url.replace(/^(\.\/)+/, '') }, at);
  const path = url.split(/[?#]/)[0]!;
  if (context.publicFileExists(path)) return undefined;
  return problem('image-missing-file', { ...written, url, path: safeDecode(path, decodeURI) }, at);
}
