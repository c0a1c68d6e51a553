import { createContext } from 'react';

/**
 * Where a page's "Edit this page" link opens its content file: GitHub's web editor on the branch a preview was built
 * from, or, in `npm start`, the copywriter's own editor (through the dev server). A production build has none, and
 * its pages no link.
 */
export type EditLinkTarget =
  | { kind: 'github'; branch: string }
  /** `root`: the project's folder, so the dev server finds the file whatever folder it was started from. */
  | { kind: 'editor'; root: string };

/** Where Vite's dev server opens a file in the editor (launch-editor's middleware), under the base path. */
export const OPEN_IN_EDITOR = '__open-in-editor';

/** The target the page being rendered links its file to, or undefined for no link (a production build). */
export const EditLinkContext = createContext<EditLinkTarget | undefined>(undefined);

/** A path's segments escaped for a URL, its slashes kept: a branch `copy/home` stays two segments, as GitHub writes it. */
const segments = (value: string) => value.split('/').map(encodeURIComponent).join('/');

/**
 * The address a page's link goes to, for its content file (`content/research.mdx`, from the project's root).
 * On GitHub: `<repository>/edit/<branch>/<file>`, the repository as `site.editLink.repository` gives it. In the
 * editor: the dev server's open-in-editor, written from the site's root like every link of the site, so that it gets
 * the base path. The file is given at line 1 and column 1: an editor named by LAUNCH_EDITOR is started with the line
 * and column as arguments, and without them in the address launch-editor fails to start it.
 */
export function editLinkHref(target: EditLinkTarget, file: string, repository: string): string {
  if (target.kind === 'github')
    return `${repository.replace(/\/+$/, '')}/edit/${segments(target.branch)}/${segments(file)}`;
  return `/${OPEN_IN_EDITOR}?file=${encodeURIComponent(`${target.root.replace(/\/+$/, '')}/${file}:1:1`)}`;
}
