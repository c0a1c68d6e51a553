import { componentMap, type ComponentSpec } from '../../mdx/component-map.ts';
import { NOT_FOUND_PATH, routePathForFile } from '../../lib/route-path.ts';
import type { ContentProblem } from './content-problem.ts';
import { checkComponents } from './check-components.ts';
import { checkDuplicateProps } from './check-duplicate-props.ts';
import { checkFiles } from './check-files.ts';
import { checkFrontmatter } from './check-frontmatter.ts';
import { checkImages } from './check-images.ts';
import { checkImports } from './check-imports.ts';
import { checkLinks } from './check-links.ts';
import { checkMarkdownAsText } from './check-markdown-as-text.ts';
import { checkMarkdownInProps } from './check-markdown-in-props.ts';
import { checkNames } from './check-names.ts';
import { checkOutboundLinks, checkOutboundSettings } from './check-outbound.ts';
import { checkOutline } from './check-outline.ts';
import { checkPictureFiles } from './check-picture-files.ts';
import { checkPlaceholders } from './check-placeholders.ts';
import { checkProps } from './check-props.ts';
import { checkSettings } from './check-settings.ts';
import { checkSiteLinks } from './check-site-links.ts';
import { checkSiteReferences } from './check-site-references.ts';
import { checkUnusedSettings } from './check-unused-settings.ts';
import { checkTags } from './check-tags.ts';
import type { CheckContext } from './context.ts';
import { parsePage, type ParsedPage } from './parse-page.ts';
import { readProjectFiles, type ProjectFiles } from './project-files.ts';
import { siteSettingsRules, type SettingsRules } from './settings-schema.ts';
import { noSettings, readSiteSettings } from './site-settings.ts';

export interface CheckOptions {
  /** The project folder holding content/ and public/ (default: the current directory). */
  root?: string;
  /** The files to check instead of reading `root`: the mutation test checks edited copies in memory. */
  project?: ProjectFiles;
  /** The component map to check against (default: src/mdx/component-map.ts). */
  components?: Record<string, ComponentSpec>;
  /** What the settings file must hold (default: the site's settings schema). */
  settings?: SettingsRules;
}

const SITE_FILE = 'content/site.ts';

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
/** The checks that look at one page and the others it links to. */
const linkChecks = [checkLinks];
/** The checks that look at the settings file. */
const settingsChecks = [checkSettings, checkUnusedSettings, checkSiteLinks, checkOutboundSettings, checkPlaceholders];

/**
 * Checks everything under content/ and returns every problem found, errors first, then warnings, each
 * group in file and line order. Never stops at the first one, and never throws for a mistake in content.
 */
export async function checkContent(options: CheckOptions = {}): Promise<ContentProblem[]> {
  const context = await loadContext(options);
  const problems: ContentProblem[] = checkFiles(context.files, context.siteFile);
  for (const page of context.pages) {
    if (page.compileProblem) problems.push(page.compileProblem);
    problems.push(...pageProblems(page, context));
    for (const check of linkChecks) problems.push(...check(page, context));
  }
  for (const check of settingsChecks) problems.push(...check(context));
  problems.push(...(await checkPictureFiles(context)));
  return sortProblems(dedupe(problems.map(oneLine)));
}

/** Reads and compiles every page and the settings file once, for all the checks to share. */
export async function loadContext({
  root = process.cwd(),
  project,
  components = componentMap,
  settings = siteSettingsRules,
}: CheckOptions = {}): Promise<CheckContext> {
  const { content, publicFileExists, projectFileExists, readPublicFile } = project ?? (await readProjectFiles(root));
  const files = [...content.keys()].sort();
  const pages: ParsedPage[] = await Promise.all(
    files.filter((file) => file.endsWith('.mdx')).map((file) => parsePage(file, routePathForFile(file), content.get(file)!)),
  );
  // Where two files claim one route, links reach the first (the check reports the clash itself).
  const routes = new Map<string, ParsedPage>();
  for (const page of pages) if (page.route !== NOT_FOUND_PATH && !routes.has(page.route)) routes.set(page.route, page);
  const siteSource = content.get(SITE_FILE);
  const site = siteSource === undefined ? noSettings() : readSiteSettings(siteSource, SITE_FILE);
  return { files, pages, routes, publicFileExists, projectFileExists, readPublicFile, site, siteFile: SITE_FILE, components, settings };
}

/**
 * A page's own problems, kept while the page (read once per text), the settings and the rules are the
 * same objects: the dev server and the mutation test check every page again when one of them changes.
 */
const pageResults = new WeakMap<ParsedPage, { basis: unknown[]; problems: ContentProblem[] }>();
function pageProblems(page: ParsedPage, context: CheckContext): ContentProblem[] {
  const basis = [context.site, context.components, context.settings, context.publicFileExists, context.projectFileExists];
  const cached = pageResults.get(page);
  if (cached && cached.basis.every((part, index) => part === basis[index])) return cached.problems;
  const problems = pageChecks.flatMap((check) => check(page, context));
  pageResults.set(page, { basis, problems });
  return problems;
}

export function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  const rank = (problem: ContentProblem) => (problem.severity === 'error' ? 0 : 1);
  return [...problems].sort(
    (a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

/** Every message is one line (a value quoted in it may hold a line break): editors, logs and GitHub read lines. */
function oneLine(problem: ContentProblem): ContentProblem {
  return /[\r\n]/.test(problem.message) ? { ...problem, message: problem.message.replace(/\r?\n|\r/g, '\\n') } : problem;
}

/** The same link can be reached twice (a Markdown link inside a component's copy is one link). */
function dedupe(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}:${problem.line}:${problem.column}:${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
