import { ContentProblem } from '../report/content-problem.ts';
import { NOT_FOUND_PATH, routePathForFile } from '../../../lib/route-path.ts';
import type { CheckContext } from '../context.ts';
import type { ProblemKind } from '../report/problem-kinds.ts';
import { imageFile } from '../pictures/image-file.ts';
import { slug } from '../../../lib/slug.ts';

/** What a page file or folder may be called: it becomes part of the address, as it is. */
const addressName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Names that look like a page written in another format, which the site would silently leave out. */
const pageLike = /\.(md|markdown|mdown|mkd|txt|html?|mdx)$/i;
/** Files editors and operating systems leave behind, which are nobody's page. */
const editorLeftover = /(^|\/)(\.[^/]*|[^/]*~|Thumbs\.db|desktop\.ini)$/;

/**
 * The files and folders under content/: every page's name must be able to be its address, no two
 * files may be the same page, the home and not-found pages must exist, and nothing that looks like a
 * page may be left out without a word. `files` are paths from the project root: `content/guides/x.mdx`.
 */
export function checkFiles({ files, siteFile }: CheckContext): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, kind: ProblemKind, message: string, severity: 'error' | 'warning' = 'error') =>
    problems.push(new ContentProblem({ file, line: 1, column: 1, message, severity, kind }));
  const pages: string[] = [];

  for (const file of files) {
    if (file === siteFile) continue;
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (file.endsWith('.mdx')) {
      pages.push(file);
      for (const problem of nameProblems(file)) report(file, 'file-bad-name', problem);
    } else if (editorLeftover.test(file)) {
      continue;
    } else if (imageFile.test(name)) {
      report(file, 'file-image', `Images go in public/images/, not content/. Move ${file} to public/images/${name} and write /images/${name} in the page.`);
    } else if (pageLike.test(name)) {
      const base = name.replace(/\.[^.]+$/, '');
      report(file, 'file-not-page', `${file} is not a page: pages end in .mdx. Rename it to ${slug(base) || base}.mdx.`);
    } else {
      report(file, 'file-not-content', `${file} is not part of the site: content/ holds only .mdx pages and site.ts. Move it out of content/.`, 'warning');
    }
  }

  const byRoute = new Map<string, string[]>();
  for (const file of pages) {
    const route = routePathForFile(file);
    byRoute.set(route, [...(byRoute.get(route) ?? []), file]);
  }
  for (const [route, claimants] of byRoute) {
    if (claimants.length < 2) continue;
    const address = route === NOT_FOUND_PATH ? 'the not-found page' : `the page ${route}`;
    for (const file of claimants) {
      const others = claimants.filter((other) => other !== file).join(' and ');
      report(file, 'route-collision', `This file and ${others} are both ${address}. Rename or delete one of them.`);
    }
  }

  if (!byRoute.has('/')) report('content/index.mdx', 'page-missing', 'The home page is missing. Create content/index.mdx: it is the page at /.');
  if (!byRoute.has(NOT_FOUND_PATH)) {
    report('content/404.mdx', 'page-missing', 'The not-found page is missing. Create content/404.mdx: visitors see it at any address the site does not have.');
  }
  if (!files.includes(siteFile)) {
    report(siteFile, 'settings-missing-file', `The settings file is missing. Restore ${siteFile}: every page reads its names and addresses from it.`);
  }
  return problems;
}

/** What is wrong with the names of a page file and its folders, each with the name to use instead. */
function nameProblems(file: string): string[] {
  const segments = file.replace(/^content\//, '').replace(/\.mdx$/, '').split('/');
  return segments.flatMap((segment, index) => {
    if (addressName.test(segment)) return [];
    const isFile = index === segments.length - 1;
    const suggestion = slug(segment);
    const written = isFile ? `${segment}.mdx` : segment;
    const instead = suggestion ? `Rename it to ${isFile ? `${suggestion}.mdx` : suggestion}` : 'Rename it with lower-case letters a to z';
    return [`The ${isFile ? 'file' : 'folder'} name "${written}" cannot be part of an address: names use only lower-case letters a to z, digits and hyphens. ${instead}.`];
  });
}
