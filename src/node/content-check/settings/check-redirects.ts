import { routeOf } from '../../build/redirects.ts';
import type { SiteCheckContext } from '../context.ts';
import { closestName } from '../report/closest-name.ts';
import type { MessageData, ProblemKind } from '../messages/catalogue.ts';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
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
  const report = <Kind extends ProblemKind>(path: string, kind: Kind, data: MessageData<Kind>) =>
    problems.push(
      problem(kind, data, { file: context.siteFile, ...(site.places.get(path)?.value ?? { line: 1, column: 1 }) }),
    );
  const routes = [...context.routes.keys()].sort();
  const seen = new Set<string>();
  redirects.forEach((redirect: unknown, index) => {
    const { from, to } = (redirect ?? {}) as { from?: unknown; to?: unknown };
    if (typeof from === 'string' && isPageAddress(from)) {
      const shadowed = context.routes.get(routeOf(from));
      if (shadowed) {
        report(`redirects[${index}].from`, 'redirect-shadows-page', { from, file: shadowed.file });
      } else if (seen.has(routeOf(from))) {
        report(`redirects[${index}].from`, 'redirect-twice', { from });
      }
      seen.add(routeOf(from));
    }
    if (typeof to === 'string' && isPageAddress(to) && !context.routes.has(routeOf(to))) {
      report(`redirects[${index}].to`, 'redirect-no-page', {
        to,
        suggestion: closestName(routeOf(to), routes),
        pages: routes,
      });
    }
  });
  return problems;
}
