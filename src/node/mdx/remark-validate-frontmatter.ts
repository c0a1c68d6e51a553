import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { ContentError, projectRelative } from '../content-check/report/content-problem.ts';
import { frontmatterProblems } from './validate-frontmatter.ts';

/** Fails the build when a page's frontmatter breaks the schema, naming the file, line and field. */
export function remarkValidateFrontmatter() {
  return (tree: Root, file: VFile) => {
    const first = tree.children[0];
    const block = first?.type === 'yaml' ? { value: first.value, line: first.position?.start.line ?? 1 } : undefined;
    const problems = frontmatterProblems(block, String(file.value), projectRelative(file.path));
    if (problems.length > 0) throw new ContentError(problems);
  };
}
