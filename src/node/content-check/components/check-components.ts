import type { ContentProblem } from '../report/content-problem.ts';
import { findUnknownComponents } from '../../mdx/remark-mdx-components.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';

/** Tags that are not in the component map, with the closest known name (the same rule as the build). */
export function checkComponents(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  return findUnknownComponents(page.tree, page.file, Object.keys(context.components));
}
