import { existsSync, statSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { componentMap, type ComponentSpec } from '../../mdx/component-map.ts';
import { NOT_FOUND_PATH, routePathForFile } from '../../lib/route-path.ts';
import type { ContentProblem } from '../content-problem.ts';
import { checkComponents } from './check-components.ts';
import { checkFrontmatter } from './check-frontmatter.ts';
import { checkImages } from './check-images.ts';
import { checkLinks } from './check-links.ts';
import { checkOutboundLinks, checkOutboundSettings } from './check-outbound.ts';
import { checkPlaceholders } from './check-placeholders.ts';
import { checkProps } from './check-props.ts';
import { checkSiteLinks } from './check-site-links.ts';
import { checkSiteReferences } from './check-site-references.ts';
import type { CheckContext } from './context.ts';
import { parsePage, type ParsedPage } from './parse-page.ts';
import { readSiteSettings } from './site-settings.ts';

export interface CheckOptions {
  /** The project folder holding content/ and public/ (default: the current directory). */
  root?: string;
  /** The component map to check against (default: src/mdx/component-map.ts). */
  components?: Record<string, ComponentSpec>;
}

/** The checks that look at one page at a time. */
const pageChecks = [checkFrontmatter, checkComponents, checkProps, checkSiteReferences, checkLinks, checkImages, checkOutboundLinks];
/** The checks that look at the settings file. */
const settingsChecks = [checkSiteLinks, checkOutboundSettings, checkPlaceholders];

/**
 * Checks everything under content/ and returns every problem found, errors first, then warnings, each
 * group in file and line order. Never stops at the first one.
 */
export async function checkContent(options: CheckOptions = {}): Promise<ContentProblem[]> {
  const context = await loadContext(options);
  const problems: ContentProblem[] = [];
  for (const page of context.pages) {
    if (page.compileProblem) problems.push(page.compileProblem);
    for (const check of pageChecks) problems.push(...check(page, context));
  }
  for (const check of settingsChecks) problems.push(...check(context));
  return sortProblems(dedupe(problems));
}

/** Reads and compiles every page and the settings file once, for all the checks to share. */
export async function loadContext({ root = process.cwd(), components = componentMap }: CheckOptions = {}): Promise<CheckContext> {
  const contentDir = path.join(root, 'content');
  const files = (await readdir(contentDir, { recursive: true }))
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.mdx'))
    .sort();
  const pages: ParsedPage[] = await Promise.all(
    files.map(async (name) => {
      const file = `content/${name}`;
      return parsePage(file, routePathForFile(file), await readFile(path.join(contentDir, name), 'utf8'));
    }),
  );
  const routes = new Map(pages.filter((page) => page.route !== NOT_FOUND_PATH).map((page) => [page.route, page]));
  const siteFile = 'content/site.ts';
  const siteSource = existsSync(path.join(root, siteFile)) ? await readFile(path.join(root, siteFile), 'utf8') : '';
  const publicDir = path.join(root, 'public');
  const publicFileExists = (urlPath: string) => {
    let decoded = urlPath;
    try {
      decoded = decodeURI(urlPath);
    } catch {
      return false;
    }
    const file = path.join(publicDir, decoded);
    return file.startsWith(publicDir + path.sep) && existsSync(file) && statSync(file).isFile();
  };
  return { pages, routes, publicFileExists, site: readSiteSettings(siteSource), siteFile, components };
}

export function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  const rank = (problem: ContentProblem) => (problem.severity === 'error' ? 0 : 1);
  return [...problems].sort(
    (a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
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
