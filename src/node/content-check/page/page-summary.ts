import { pageChecks } from '../checks.ts';
import { settingsUsedBy } from '../code/expressions.ts';
import type { CheckContext, PageSummary } from '../context.ts';
import { frontmatterImage } from '../copy/frontmatter.ts';
import type { ParsedPage } from './parse-page.ts';
import { pageReferences } from './references.ts';

/**
 * Kept while the page (read once per text), the settings and the rules are the same objects: the dev server and
 * the mutation test check every page again when one of them changes.
 */
const summaries = new WeakMap<ParsedPage, { basis: unknown[]; summary: PageSummary }>();

/** Runs the page checks on a page and keeps what the checks that span pages need of it. */
export function summarisePage(page: ParsedPage, context: CheckContext): PageSummary {
  const basis = [
    context.site,
    context.components,
    context.settings,
    context.publicFileExists,
    context.projectFileExists,
  ];
  const cached = summaries.get(page);
  if (cached?.basis.every((part, index) => part === basis[index])) return cached.summary;
  const references = page.tree ? pageReferences(page.tree, context.components, context.site.value) : undefined;
  const socialImage = frontmatterImage(page);
  const summary: PageSummary = {
    file: page.file,
    route: page.route,
    compiled: page.tree !== undefined,
    ids: page.ids,
    links: references?.links ?? [],
    pictures: [...(references?.images ?? []), ...(socialImage ? [socialImage] : [])],
    settingsUsed: page.tree ? settingsUsedBy(page.tree) : [],
    problems: [
      ...(page.compileProblem ? [page.compileProblem] : []),
      ...pageChecks.flatMap((check) => check(page, context)),
    ],
  };
  summaries.set(page, { basis, summary });
  return summary;
}
