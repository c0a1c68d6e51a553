import { routeOf } from '../../build/redirects.ts';
import type { SiteCheckContext } from '../context.ts';
import { closestName } from '../report/closest-name.ts';
import { ContentProblem } from '../report/content-problem.ts';
import type { ProblemKind } from '../report/problem-kinds.ts';
import { isPageAddress } from './settings-schema.ts';

/**
 * `redirects` in the settings file: each must lead to a page of content/ (a redirect to nowhere sends the reader to
 * the not-found page), and must not start at one (the build writes the redirect's page where that page's file
 * goes, and the hosts would send its readers away). An address redirected twice is a leftover: the hosts take the
 * first. The schema has checked their shape; a value it refused is not looked at again here.
 */
export function checkRedirects(context: SiteCheckContext): ContentProblem[] {
  const { site } = context;
  const redirects = site.value.redirects;
  if (!site.readable || !Array.isArray(redirects)) return [];
  const problems: ContentProblem[] = [];
  const report = (path: string, kind: ProblemKind, message: string) =>
    problems.push(new ContentProblem({ file: context.siteFile, ...(site.places.get(path)?.value ?? { line: 1, column: 1 }), severity: 'error', kind, message }));
  const routes = [...context.routes.keys()].sort();
  const seen = new Set<string>();
  redirects.forEach((redirect: unknown, index) => {
    const { from, to } = (redirect ?? {}) as { from?: unknown; to?: unknown };
    if (typeof from === 'string' && isPageAddress(from)) {
      const shadowed = context.routes.get(routeOf(from));
      if (shadowed) {
        report(`redirects[${index}].from`, 'redirect-shadows-page', `Redirect from "${from}" would hide the page ${shadowed.file}. To retire that page, delete its file first; to keep it, redirect from an address no page has.`);
      } else if (seen.has(routeOf(from))) {
        report(`redirects[${index}].from`, 'redirect-twice', `Redirect from "${from}" is written twice. Keep one of them: the first one would win.`);
      }
      seen.add(routeOf(from));
    }
    if (typeof to === 'string' && isPageAddress(to) && !context.routes.has(routeOf(to))) {
      const suggestion = closestName(routeOf(to), routes);
      report(`redirects[${index}].to`, 'redirect-no-page', `Redirect to "${to}" goes to a page that does not exist. ${
        suggestion ? `Did you mean "${suggestion}"?` : `Write the address of one of these pages: ${routes.join(', ')}.`
      }`);
    }
  });
  return problems;
}
