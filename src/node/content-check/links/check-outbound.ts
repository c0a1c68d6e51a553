import { ContentProblem } from '../report/content-problem.ts';
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
  return [...links, ...images].flatMap((link) => {
    const message = insecureUrlProblem(link.url);
    return message ? [new ContentProblem({ file: page.file, line: link.line, column: link.column, message, severity: 'warning', kind: 'link-insecure' })] : [];
  });
}

/** The same for every address in the settings file. */
export function checkOutboundSettings(context: CheckContext): ContentProblem[] {
  return context.site.strings.flatMap((setting) => {
    const message = insecureUrlProblem(setting.value, setting.path);
    return message ? [new ContentProblem({ file: context.siteFile, line: setting.line, column: setting.column, message, severity: 'warning', kind: 'link-insecure' })] : [];
  });
}

function insecureUrlProblem(url: string, setting?: string): string | undefined {
  // An https address written wrong (https:/x) is an error the link and settings checks report.
  if (linkKind(url) !== 'external' || notWeb.test(url) || /^https:/i.test(url)) return undefined;
  // Only a scheme with an address after it, or //, leaves the site: a relative path is the link check's business,
  // and words such as a label "Source:" (a setting is any text) are no address at all.
  if (!/^([a-z][a-z0-9+.-]*:\S|\/\/)/i.test(url)) return undefined;
  const named = setting ? `${setting}: ` : '';
  return `${named}Link "${url}" is not https:. Use the https:// address so visitors are not warned the page is not secure.`;
}
