import { checkImports } from './code/check-imports.ts';
import { checkNames } from './code/check-names.ts';
import { checkSiteReferences } from './code/check-site-references.ts';
import { checkComponents } from './components/check-components.ts';
import { checkDuplicateProps } from './components/check-duplicate-props.ts';
import { checkMarkdownInProps } from './components/check-markdown-in-props.ts';
import { checkProps } from './components/check-props.ts';
import { checkTags } from './components/check-tags.ts';
import type { CheckContext, PageSummary, SiteCheckContext } from './context.ts';
import { checkFrontmatter } from './copy/check-frontmatter.ts';
import { checkMarkdownAsText } from './copy/check-markdown-as-text.ts';
import { checkOutline } from './copy/check-outline.ts';
import { checkFiles } from './files/check-files.ts';
import { checkLinks } from './links/check-links.ts';
import { checkOutboundLinks, checkOutboundSettings } from './links/check-outbound.ts';
import { checkSiteLinks } from './links/check-site-links.ts';
import type { ParsedPage } from './page/parse-page.ts';
import { checkImages } from './pictures/check-images.ts';
import { checkPictureFiles } from './pictures/check-picture-files.ts';
import type { ContentProblem } from './report/content-problem.ts';
import { checkPlaceholders } from './settings/check-placeholders.ts';
import { checkRedirects } from './settings/check-redirects.ts';
import { checkSettings } from './settings/check-settings.ts';
import { checkUnusedSettings } from './settings/check-unused-settings.ts';

/*
 * The checks that run, as a lint preset lists its rules: to add a check, write it in the folder of what it reads and
 * name it here. Every problem is sorted afterwards, so the order here only says which runs first.
 */

/** The checks that look at one page at a time, and at nothing that another page changes: run as each page is read. */
export const pageChecks: ((page: ParsedPage, context: CheckContext) => ContentProblem[])[] = [
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

/** The checks that look at one page's summary and at the pages it links to. */
export const linkChecks: ((page: PageSummary, site: SiteCheckContext) => ContentProblem[])[] = [checkLinks];

/**
 * The checks of the whole site, once every page's summary is in: the files under content/, the settings file (and,
 * for unused settings and links to pages, every page's summary), and the picture files every page shows.
 */
export const siteChecks: ((site: SiteCheckContext) => ContentProblem[] | Promise<ContentProblem[]>)[] = [
  checkFiles,
  checkSettings,
  checkUnusedSettings,
  checkSiteLinks,
  checkRedirects,
  checkOutboundSettings,
  checkPlaceholders,
  checkPictureFiles,
];
