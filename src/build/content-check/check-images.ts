import type { ContentProblem } from '../content-problem.ts';
import type { CheckContext } from './context.ts';
import type { ParsedPage } from './parse-page.ts';
import { pageReferences } from './references.ts';

/** Images: a local file must be under public/, and every image needs alt text. */
export function checkImages(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  for (const image of pageReferences(page.tree, context.components, context.site.value).images) {
    const report = (message: string) =>
      problems.push({ file: page.file, line: image.line, column: image.column, message, severity: 'error' });
    const fileProblem = localImageProblem(image.url, context);
    if (fileProblem) report(fileProblem);
    if (image.alt !== undefined && image.alt.trim() === '') {
      report(`Image "${image.url}" has no alt text, so screen readers cannot describe it. ${image.howToAddAlt}.`);
    }
  }
  return problems;
}

/** What is wrong with an image address, or undefined: it is https, or a file under public/. */
export function localImageProblem(url: string, context: CheckContext, label = ''): string | undefined {
  const named = label ? ` (${label})` : '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  if (!url.startsWith('/')) {
    return `Image "${url}"${named} must start with /. Write "/${url.replace(/^(\.\/)+/, '')}" for the file at public/${url.replace(/^(\.\/)+/, '')}.`;
  }
  const path = url.split(/[?#]/)[0]!;
  if (context.publicFileExists(path)) return undefined;
  return `Image "${url}"${named} is not in public/. Add the file at public${decodeURI(path)} or correct the path.`;
}
