import path from 'node:path';
import { ContentError, projectRelative } from './report/content-problem.ts';
import { isMdxSyntaxError, problemFromCompileError } from './page/compile-error.ts';

/**
 * For the dev server: the content check's errors for one file (a page, or the settings file), thrown as
 * a ContentError so Vite's overlay shows the same `content/x.mdx:12:3  What is wrong. How to fix it.`
 * lines as `npm run check`. Warnings are left to `npm run check` so the page still previews.
 */
export async function assertContentFileIsValid(root: string, id: string): Promise<void> {
  const file = projectRelative(id.split('?')[0]!, root);
  const { checkContent } = await import('./index.ts');
  const problems = (await checkContent({ root })).filter(
    (problem) => problem.file === file && problem.severity === 'error',
  );
  if (problems.length > 0) throw overlayError(new ContentError(problems));
}

/** Any error from compiling a page, in the content check's words where MDX's parser raised it. */
export function asContentError(error: unknown, id: string, source: string, root: string): unknown {
  if (!isMdxSyntaxError(error)) return error;
  return overlayError(new ContentError([problemFromCompileError(error, projectRelative(id, root), source)]));
}

/** The overlay prints the stack under the message; for content mistakes the message is all there is to say. */
function overlayError(error: ContentError): ContentError {
  error.stack = error.message;
  return error;
}

export const isContentPage = (id: string, root: string) =>
  id.endsWith('.mdx') && path.resolve(id).startsWith(path.join(root, 'content') + path.sep);

/** content/site.ts: checked before Vite compiles it, so a typo there shows as its line, not a stack trace. */
export const isSettingsFile = (id: string, root: string) =>
  path.resolve(id.split('?')[0]!) === path.join(root, 'content', 'site.ts');
