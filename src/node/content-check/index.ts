import { componentMap, type ComponentSpec } from '../../components/component-map.ts';
import { NOT_FOUND_PATH, routePathForFile } from '../../lib/route-path.ts';
import { linkChecks, siteChecks } from './checks.ts';
import type { CheckContext, PageSummary, SiteCheckContext } from './context.ts';
import { sortProblems, type ContentProblem } from './report/content-problem.ts';
import { summarisePage } from './page/page-summary.ts';
import { parsePage } from './page/parse-page.ts';
import { readProjectFiles, type ProjectFiles } from './files/project-files.ts';
import { siteSettingsRules, type SettingsRules } from './settings/settings-schema.ts';
import { noSettings, readSiteSettings } from './settings/site-settings.ts';

export interface CheckOptions {
  /** The project folder holding content/ and public/ (default: the current directory). */
  root?: string;
  /** The files to check instead of reading `root`: the mutation test checks edited copies in memory. */
  project?: ProjectFiles;
  /** The component map to check against (default: src/components/component-map.ts). */
  components?: Record<string, ComponentSpec>;
  /** What the settings file must hold (default: the site's settings schema). */
  settings?: SettingsRules;
}

const SITE_FILE = 'content/site.ts';

/**
 * Checks everything under content/ and returns every problem found, errors first, then warnings, each
 * group in file and line order. Never stops at the first one, and never throws for a mistake in content.
 * `npm run build` runs the same checks with the pages read by its own compile (build-check.ts).
 */
export async function checkContent(options: CheckOptions = {}): Promise<ContentProblem[]> {
  const { context, pageSources } = await loadContext(options);
  const pages = await Promise.all(
    [...pageSources].map(async ([file, source]) =>
      summarisePage(await parsePage(file, routePathForFile(file), source), context),
    ),
  );
  return checkSite(context, pages);
}

/** What the checks share: the settings file read once, public/ and the rules; and every page's text, by file. */
export async function loadContext({
  root = process.cwd(),
  project,
  components = componentMap,
  settings = siteSettingsRules,
}: CheckOptions = {}): Promise<{ context: CheckContext; pageSources: Map<string, string> }> {
  const { content, publicFileExists, projectFileExists, readPublicFile } = project ?? (await readProjectFiles(root));
  const files = [...content.keys()].sort();
  const pageSources = new Map(files.filter((file) => file.endsWith('.mdx')).map((file) => [file, content.get(file)!]));
  const siteSource = content.get(SITE_FILE);
  const site = siteSource === undefined ? noSettings() : readSiteSettings(siteSource, SITE_FILE);
  const context = {
    files,
    publicFileExists,
    projectFileExists,
    readPublicFile,
    site,
    siteFile: SITE_FILE,
    components,
    settings,
  };
  return { context, pageSources };
}

/**
 * The whole report from every page's summary (`pages` in file order): the files, each page's own problems and
 * its links, the settings and the picture files.
 */
export async function checkSite(context: CheckContext, pages: PageSummary[]): Promise<ContentProblem[]> {
  // Where two files claim one route, links reach the first (the check reports the clash itself).
  const routes = new Map<string, PageSummary>();
  for (const page of pages) if (page.route !== NOT_FOUND_PATH && !routes.has(page.route)) routes.set(page.route, page);
  const site: SiteCheckContext = { ...context, pages, routes };
  const problems = pages.flatMap((page) => [...page.problems, ...linkChecks.flatMap((check) => check(page, site))]);
  for (const found of await Promise.all(siteChecks.map((check) => check(site)))) problems.push(...found);
  return sortProblems(dedupe(problems));
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
