import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { assertContentFileIsValid } from './dev-file-check.ts';
import { ContentError, projectRelative } from './report/content-problem.ts';

/**
 * The dev server's content check, out of the first page's way. Reading every page (the links between them, the
 * settings, the pictures) took the first `npm start` a second or more before it could send a page; so until the first
 * page is sent, the pages and the settings file compile unchecked, and the whole check runs once it is out. Its errors
 * in the files compiled unchecked then reach the open page's overlay and the terminal as a compile's would, and those
 * files compile again, checked, on the next visit. From then on each compile is checked before it runs.
 */
export class DevContentCheck {
  private firstPageSent = false;
  /** The files compiled before the first page was sent, by path from the project root. */
  private readonly unchecked = new Set<string>();

  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** Before compiling a page or the settings: checks it now, or leaves it for the check after the first page. */
  async beforeCompile(id: string): Promise<void> {
    if (this.firstPageSent) return assertContentFileIsValid(this.root, id);
    this.unchecked.add(projectRelative(id.split('?')[0]!, this.root));
  }

  /** The first page is out: the whole check, and its errors in what compiled unchecked. */
  async afterFirstPage(server: ViteDevServer): Promise<void> {
    if (this.firstPageSent) return;
    this.firstPageSent = true;
    // Imported here, not with the config: the whole check (its pictures, links and settings readers) is work the first
    // page does not wait for.
    const { checkContent } = await import('./index.ts');
    const problems = (await checkContent({ root: this.root })).filter(
      (problem) => problem.severity === 'error' && this.unchecked.has(problem.file),
    );
    this.unchecked.clear();
    if (problems.length === 0) return;
    const error = new ContentError(problems);
    server.config.logger.error(error.message, { timestamp: true });
    server.ws.send({
      type: 'error',
      err: {
        message: error.message,
        stack: '',
        plugin: 'family-glue:content',
        id: path.join(this.root, problems[0]!.file),
      },
    });
    // Compiled again on the next request, through the check: a reload shows the mistake as any later compile would.
    for (const file of new Set(problems.map((problem) => path.join(this.root, problem.file)))) {
      for (const environment of Object.values(server.environments)) {
        for (const module of environment.moduleGraph.getModulesByFile(file) ?? [])
          environment.moduleGraph.invalidateModule(module);
      }
    }
  }
}
