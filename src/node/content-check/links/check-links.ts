import { closestName } from '../report/closest-name.ts';
import { ContentProblem } from '../report/content-problem.ts';
import { linkKind } from '../../../lib/link-kind.ts';
import type { PageSummary, SiteCheckContext } from '../context.ts';
import type { ProblemKind } from '../report/problem-kinds.ts';
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
    const problem = internalLinkProblem(link.url, page, context);
    if (problem) problems.push(new ContentProblem({ file: page.file, line: link.line, column: link.column, severity: 'error', ...problem }));
  }
  return problems;
}

export interface LinkProblem {
  kind: ProblemKind;
  message: string;
}

/**
 * What is wrong with an internal link (`/x`, `/x#y`, `#y`), or undefined when it works. `label` names
 * where it is written when that is not a page, before the message: `navigation[1].to: Link to …`.
 */
export function internalLinkProblem(url: string, page: PageSummary | undefined, context: SiteCheckContext, label = ''): LinkProblem | undefined {
  const named = label ? `${label}: ` : '';
  const kind = linkKind(url);
  if (kind === 'external') {
    if (/^https?:/i.test(url) && !isWebAddress(url)) {
      return { kind: 'link-malformed', message: `${named}Link to "${url}" is not a web address. Write the full address, starting with https://.` };
    }
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
    const page = `/${url.replace(/^(\.\/)+/, '')}`;
    return {
      kind: 'link-relative',
      message: `${named}Link to "${url}" needs a / or https:// at the start. Write "${page}" for a page of this site, or the full https:// address of another site.`,
    };
  }
  const [beforeHash = '', hash] = splitOnce(url, '#');
  let target = page;
  if (kind === 'internal') {
    const path = beforeHash.split('?')[0]!.replace(/(.)\/+$/, '$1');
    target = context.routes.get(path);
    if (!target) {
      if (context.publicFileExists(path)) return undefined;
      const suggestion = closestName(path, [...context.routes.keys()]);
      return {
        kind: 'link-no-page',
        message: `${named}Link to "${url}" goes to a page that does not exist. ${
          suggestion ? `Did you mean "${suggestion}"?` : `Pages: ${[...context.routes.keys()].sort().join(', ')}.`
        }`,
      };
    }
  }
  if (!hash || !target?.compiled) return undefined;
  const id = safeDecode(hash);
  if (target.ids.has(id)) return undefined;
  const where = target === page ? 'this page' : target.file;
  const suggestion = closestName(id, [...target.ids]);
  return {
    kind: 'link-no-anchor',
    message: `${named}Link to "${url}" points at #${id}, which ${where} does not have. ${
      suggestion ? `Did you mean #${suggestion}? ` : ''
    }Use a heading's anchor or a <Section id="…">.`,
  };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index === -1 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}
