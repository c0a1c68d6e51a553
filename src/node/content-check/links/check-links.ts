import { closestName } from '../report/closest-name.ts';
import { problem, type ProblemPlace } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import { linkKind } from '../../../lib/link-kind.ts';
import type { PageSummary, SiteCheckContext } from '../context.ts';
import { isWebAddress } from './web-address.ts';
import { safeDecode } from '../../../lib/safe-decode.ts';

/**
 * Internal links: the page must exist (file name = route) or be a file under public/, and an anchor
 * (`/research#x`, `#x`) must be a heading's anchor or an id on that page.
 */
export function checkLinks(page: PageSummary, context: SiteCheckContext): ContentProblem[] {
  if (!page.compiled) return [];
  const problems: ContentProblem[] = [];
  for (const link of page.links) {
    const found = internalLinkProblem(link.url, page, context, {
      file: page.file,
      line: link.line,
      column: link.column,
    });
    if (found) problems.push(found);
  }
  return problems;
}

/**
 * What is wrong with an internal link (`/x`, `/x#y`, `#y`) written at `at`, or undefined when it works. `setting`
 * names where it is written when that is not a page: `navigation[1].to: Link to …`.
 */
export function internalLinkProblem(
  url: string,
  page: PageSummary | undefined,
  context: SiteCheckContext,
  at: ProblemPlace,
  setting?: string,
): ContentProblem | undefined {
  const kind = linkKind(url);
  if (kind === 'external') {
    if (/^https?:/i.test(url) && !isWebAddress(url)) return problem('link-malformed', { url, setting }, at);
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
    return problem('link-relative', { url, setting, page: `/${url.replace(/^(\.\/)+/, '')}` }, at);
  }
  const [beforeHash = '', hash] = splitOnce(url, '#');
  let target = page;
  if (kind === 'internal') {
    const path = beforeHash.split('?')[0]!.replace(/(.)\/+$/, '$1');
    target = context.routes.get(path);
    if (!target) {
      if (context.publicFileExists(path)) return undefined;
      const pages = [...context.routes.keys()];
      return problem(
        'link-no-page',
        { url, setting, suggestion: closestName(path, pages), pages: [...pages].sort() },
        at,
      );
    }
  }
  if (!hash || !target?.compiled) return undefined;
  const id = safeDecode(hash);
  if (target.ids.has(id)) return undefined;
  const file = target === page ? undefined : target.file;
  return problem('link-no-anchor', { url, setting, id, file, suggestion: closestName(id, [...target.ids]) }, at);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index === -1 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}
