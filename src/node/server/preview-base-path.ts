import { slug } from '../../lib/slug.ts';
import { normaliseBasePath } from '../../lib/base-path.ts';

/**
 * The base path a branch's preview is served under: `feature/New Copy` → `/preview/feature-new-copy/`.
 * `prefix` puts it under another folder, such as `/my-repo/preview/` for GitHub Pages project sites.
 */
export function previewBasePath(branch: string, prefix = '/preview/'): string {
  const folder = slug(branch.replace(/^refs\/heads\//i, ''))
    .slice(0, 60)
    .replace(/-+$/, '');
  if (!folder) throw new Error(`Cannot make a preview path from the branch name "${branch}".`);
  return normaliseBasePath(`${prefix}/${folder}`);
}
