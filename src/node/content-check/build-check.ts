import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root } from 'mdast';
import { routePathForFile } from '../../lib/route-path.ts';
import { problemFromCompileError } from './page/compile-error.ts';
import { hasErrors, projectRelative, type ContentProblem } from './report/content-problem.ts';
import { checkSite, loadContext } from './index.ts';
import type { CheckContext, PageSummary } from './context.ts';
import { summarisePage } from './page/page-summary.ts';
import { frontmatterBlock, parsePage } from './page/parse-page.ts';

/**
 * The content check as `npm run build` runs it, so that each page is parsed once: the page checks run on the tree
 * the server build's own MDX compile parses (remark-check-page.ts), only the page's summary is kept, and the checks
 * that span pages run on the summaries once the bundle is done. The report is the one `npm run check` prints.
 */
export class BuildCheck {
  private readonly summaries = new Map<string, PageSummary>();

  private readonly root: string;
  private readonly context: CheckContext;
  /** The page files, in file order: their texts are the compile's (read again only for a page it did not compile). */
  private readonly pageFiles: Set<string>;

  private constructor(root: string, context: CheckContext, pageFiles: Set<string>) {
    this.root = root;
    this.context = context;
    this.pageFiles = pageFiles;
  }

  static async read(root: string): Promise<BuildCheck> {
    const { context, pageSources } = await loadContext({ root });
    return new BuildCheck(root, context, new Set(pageSources.keys()));
  }

  /** The content pages ('content/x.mdx'), in file order. */
  get pages(): string[] {
    return [...this.pageFiles];
  }

  /**
   * Whether the bundler can compile the pages: each imports the settings file, so it must be there and readable
   * (else the bundle would stop at it with a stack trace, and the check reads every page itself).
   */
  get canBundle(): boolean {
    return this.context.files.includes(this.context.siteFile) && this.context.site.readable;
  }

  /**
   * Checks a content page from the tree its compile parsed, before any plugin changes it; returns its summary, whose
   * anchors the compile adds after rehype-slug. Undefined for an MDX file that is not a content page.
   */
  checkTree(filePath: string, source: string, tree: Root): PageSummary | undefined {
    const file = projectRelative(filePath, this.root);
    if (!this.pageFiles.has(file)) return undefined;
    const page = {
      file,
      route: routePathForFile(file),
      source,
      tree,
      frontmatter: frontmatterBlock(tree),
      ids: new Set<string>(),
    };
    const summary = summarisePage(page, this.context);
    this.summaries.set(file, summary);
    return summary;
  }

  /** Whether a content page the compile read has an error of its own: the bundle then leaves it out. */
  pageHasErrors(filePath: string): boolean {
    const summary = this.summaries.get(projectRelative(filePath, this.root));
    return summary !== undefined && hasErrors(summary.problems);
  }

  /**
   * For a content page whose compile failed: reads it the way `npm run check` does, so its problems are that
   * command's (the compile problem, or what the build's own plugins refused). Where that finds no error (a failure only
   * the build's compile meets), the compile's error is the page's problem, listed with the others. False for a file
   * the check does not know, whose error is the bundle's to report.
   */
  async compileFailed(filePath: string, source: string, error: unknown): Promise<boolean> {
    const file = projectRelative(filePath, this.root);
    if (!this.pageFiles.has(file)) return false;
    const summary = await this.readPage(file, source);
    const problems = hasErrors(summary.problems)
      ? summary.problems
      : [...summary.problems, problemFromCompileError(error, file, source)];
    this.summaries.set(file, { ...summary, problems });
    return true;
  }

  /**
   * Every problem, as `npm run check` lists them. A page the bundle did not compile (the page glob leaves out a name
   * that starts with a dot) is read by the check itself.
   */
  async problems(): Promise<ContentProblem[]> {
    const pages: PageSummary[] = [];
    for (const file of this.pageFiles) pages.push(this.summaries.get(file) ?? (await this.readPage(file)));
    return checkSite(this.context, pages);
  }

  /** A page read and checked the way `npm run check` does it, from its text (read from the file when not given). */
  private async readPage(file: string, source?: string): Promise<PageSummary> {
    const text = source ?? (await readFile(path.join(this.root, file), 'utf8'));
    return summarisePage(await parsePage(file, routePathForFile(file), text), this.context);
  }
}
