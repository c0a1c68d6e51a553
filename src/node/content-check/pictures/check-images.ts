import { safeDecode } from '../../../lib/safe-decode.ts';
import { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import type { ProblemKind } from '../report/problem-kinds.ts';
import { pageReferences } from '../page/references.ts';

/** Images: a local file must be under public/, and every image needs alt text. */
export function checkImages(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  for (const image of pageReferences(page.tree, context.components, context.site.value).images) {
    const report = ({ kind, message }: ImageProblem) =>
      problems.push(new ContentProblem({ file: page.file, line: image.line, column: image.column, message, severity: 'error', kind }));
    const fileProblem = localImageProblem(image.url, context);
    if (fileProblem) report(fileProblem);
    if (image.alt !== undefined && image.alt.trim() === '') {
      report({ kind: 'image-no-alt', message: `Image "${image.url}" has no alt text, so screen readers cannot describe it. ${image.howToAddAlt}.` });
    }
  }
  return problems;
}

export interface ImageProblem {
  kind: ProblemKind;
  message: string;
}

/** What is wrong with an image address, or undefined: it is https, or a file under public/. */
export function localImageProblem(url: string, context: Pick<CheckContext, 'publicFileExists'>, label = ''): ImageProblem | undefined {
  const named = label ? `${label}: ` : '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  if (!url.startsWith('/')) {
    const file = url.replace(/^(\.\/)+/, '');
    return { kind: 'image-relative', message: `${named}Image "${url}" must start with /. Write "/${file}" for the file at public/${file}.` };
  }
  const path = url.split(/[?#]/)[0]!;
  if (context.publicFileExists(path)) return undefined;
  return { kind: 'image-missing-file', message: `${named}Image "${url}" is not in public/. Add the file at public${safeDecode(path, decodeURI)} or correct the path.` };
}
