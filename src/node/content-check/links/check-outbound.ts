import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import { linkKind } from '../../../lib/link-kind.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { pageReferences } from '../page/references.ts';

/** Addresses that leave the site but are not web pages, so https does not apply. */
const notWeb = /^(mailto|tel|sms):/i;

/** A warning for each outbound link that is not https: (visitors get a "not secure" page or none). */
export function checkOutboundLinks(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const { links, images } = pageReferences(page.tree, context.components, context.site.value);
  return [...links, ...images].flatMap((link) =>
    isInsecure(link.url)
      ? [problem('link-insecure', { url: link.url }, { file: page.file, line: link.line, column: link.column })]
      : [],
  );
}

/** The same for every address in the settings file. */
export function checkOutboundSettings(context: CheckContext): ContentProblem[] {
  return context.site.strings.flatMap((setting) =>
    isInsecure(setting.value)
      ? [
          problem(
            'link-insecure',
            { url: setting.value, setting: setting.path },
            { file: context.siteFile, line: setting.line, column: setting.column },
          ),
        ]
      : [],
  );
}

function isInsecure(url: string): boolean {
  // An https address written wrong (https:/x) is an error the link and settings checks report.
  if (linkKind(url) !== 'external' || notWeb.test(url) || /^https:/i.test(url)) return false;
  // Only a scheme with an address after it, or //, leaves the site: a relative path is the link check's business,
  // and words such as a label "Source:" (a setting is any text) are no address at all.
  return /^([a-z][a-z0-9+.-]*:\S|\/\/)/i.test(url);
}
