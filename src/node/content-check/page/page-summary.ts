import { checkComponents } from '../components/check-components.ts';
import { checkDuplicateProps } from '../components/check-duplicate-props.ts';
import { checkFrontmatter } from '../copy/check-frontmatter.ts';
import { checkImages } from '../pictures/check-images.ts';
import { checkImports } from '../code/check-imports.ts';
import { checkMarkdownAsText } from '../copy/check-markdown-as-text.ts';
import { checkMarkdownInProps } from '../components/check-markdown-in-props.ts';
import { checkNames } from '../code/check-names.ts';
import { checkOutboundLinks } from '../links/check-outbound.ts';
import { checkOutline } from '../copy/check-outline.ts';
import { checkProps } from '../components/check-props.ts';
import { checkSiteReferences } from '../code/check-site-references.ts';
import { checkTags } from '../components/check-tags.ts';
import { settingsUsedBy } from '../settings/check-unused-settings.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import type { ParsedPage } from './parse-page.ts';
import { pageReferences, type ImageReference, type LinkReference } from './references.ts';

/** A place a picture is used: on the page in a slot, or (the frontmatter's `image`) only by other sites. */
export type PictureUse = Pick<ImageReference, 'url' | 'line' | 'column'> & Partial<Pick<ImageReference, 'slot' | 'component'>>;

/**
 * What the checks that span pages need of one page, kept instead of its trees: a build of a thousand pages
 * holds a thousand of these, never a thousand trees.
 */
export interface PageSummary {
  /** `content/research.mdx` */
  file: string;
  /** The route it answers: `/research`, or `*` for the not-found page. */
  route: string;
  /** False when the page does not compile: its anchors and the settings it reads are then unknown. */
  compiled: boolean;
  /** Every element id the rendered page has (filled after rehype-slug in the build's compile). */
  ids: Set<string>;
  /** The links it makes, where each is written. */
  links: LinkReference[];
  /** The pictures it shows, and its frontmatter's social preview image. */
  pictures: PictureUse[];
  /** The settings it reads: `links.pressPage`. */
  settingsUsed: string[];
  /** Its own problems: the compile problem, then the page checks'. */
  problems: ContentProblem[];
}

/** The checks that look at one page at a time, and at nothing that another page changes. */
const pageChecks = [
  checkFrontmatter,
  checkComponents,
  checkTags,
  checkProps,
  checkDuplicateProps,
  checkSiteReferences,
  checkNames,
  checkImages,
  checkOutboundLinks,
  checkOutline,
  checkMarkdownAsText,
  checkMarkdownInProps,
  checkImports,
];

/**
 * Kept while the page (read once per text), the settings and the rules are the same objects: the dev server and
 * the mutation test check every page again when one of them changes.
 */
const summaries = new WeakMap<ParsedPage, { basis: unknown[]; summary: PageSummary }>();

/** Runs the page checks on a page and keeps what the checks that span pages need of it. */
export function summarisePage(page: ParsedPage, context: CheckContext): PageSummary {
  const basis = [context.site, context.components, context.settings, context.publicFileExists, context.projectFileExists];
  const cached = summaries.get(page);
  if (cached && cached.basis.every((part, index) => part === basis[index])) return cached.summary;
  const references = page.tree ? pageReferences(page.tree, context.components, context.site.value) : undefined;
  const summary: PageSummary = {
    file: page.file,
    route: page.route,
    compiled: page.tree !== undefined,
    ids: page.ids,
    links: references?.links ?? [],
    pictures: [...(references?.images ?? []), ...frontmatterImage(page)],
    settingsUsed: page.tree ? settingsUsedBy(page.tree) : [],
    problems: [...(page.compileProblem ? [page.compileProblem] : []), ...pageChecks.flatMap((check) => check(page, context))],
  };
  summaries.set(page, { basis, summary });
  return summary;
}

/** The frontmatter's `image:` line, when it names one: other sites show it, so it must be a picture too. */
function frontmatterImage(page: ParsedPage): PictureUse[] {
  const lines = page.frontmatter?.value.split(/\r?\n/) ?? [];
  const index = lines.findIndex((line) => /^image:\s*\S/.test(line));
  if (index < 0) return [];
  const url = lines[index]!.replace(/^image:\s*/, '').trim().replace(/^(['"])(.*)\1$/, '$2');
  return [{ url, line: page.frontmatter!.line + index + 1, column: 1 }];
}
