import type { MessageData, ProblemKind } from '../messages/catalogue.ts';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import { NOT_FOUND_PATH, routePathForFile } from '../../../lib/route-path.ts';
import type { CheckContext } from '../context.ts';
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
  const report = <Kind extends ProblemKind>(file: string, kind: Kind, data: MessageData<Kind>) =>
    problems.push(problem(kind, data, { file, line: 1, column: 1 }));
  const pages: string[] = [];

  for (const file of files) {
    if (file === siteFile) continue;
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (file.endsWith('.mdx')) {
      pages.push(file);
      for (const bad of badNames(file)) report(file, 'file-bad-name', bad);
    } else if (editorLeftover.test(file)) {
      // An editor's backup or swap file: not the copywriter's to hear about.
    } else if (imageFile.test(name)) {
      report(file, 'file-image', { file, name });
    } else if (pageLike.test(name)) {
      const base = name.replace(/\.[^.]+$/, '');
      report(file, 'file-not-page', { file, name: slug(base) || base });
    } else {
      report(file, 'file-not-content', { file });
    }
  }

  const byRoute = new Map<string, string[]>();
  for (const file of pages) {
    const route = routePathForFile(file);
    byRoute.set(route, [...(byRoute.get(route) ?? []), file]);
  }
  for (const [route, claimants] of byRoute) {
    if (claimants.length < 2) continue;
    for (const file of claimants)
      report(file, 'route-collision', { others: claimants.filter((other) => other !== file), route });
  }

  if (!byRoute.has('/')) report('content/index.mdx', 'page-missing', { page: 'home' });
  if (!byRoute.has(NOT_FOUND_PATH)) report('content/404.mdx', 'page-missing', { page: 'not-found' });
  if (!files.includes(siteFile)) report(siteFile, 'settings-missing-file', { file: siteFile });
  return problems;
}

/** The names of a page file and its folders that cannot be part of an address, each with the name to use instead. */
function badNames(file: string): MessageData<'file-bad-name'>[] {
  const segments = file
    .replace(/^content\//, '')
    .replace(/\.mdx$/, '')
    .split('/');
  return segments.flatMap((segment, index) => {
    if (addressName.test(segment)) return [];
    const isFile = index === segments.length - 1;
    const suggestion = slug(segment);
    return [
      {
        what: isFile ? 'file' : 'folder',
        written: isFile ? `${segment}.mdx` : segment,
        name: suggestion && (isFile ? `${suggestion}.mdx` : suggestion),
      },
    ];
  });
}
