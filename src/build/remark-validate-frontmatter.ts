import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { ContentError, projectRelative } from './content-problem.ts';
import { validateFrontmatter } from './validate-frontmatter.ts';

/** Fails the build when a page's frontmatter breaks the schema, naming the file, line and field. */
export function remarkValidateFrontmatter() {
  return (tree: Root, file: VFile) => {
    const first = tree.children[0];
    const yaml = first?.type === 'yaml' ? first : undefined;
    const problems = validateFrontmatter(
      yaml?.value,
      projectRelative(file.path),
      yaml?.position?.start.line ?? 1,
    );
    if (problems.length > 0) throw new ContentError(problems);
  };
}
