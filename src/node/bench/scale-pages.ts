import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the generated pages go in a project copy: their own folder, so they are easy to remove. */
export const SCALE_FOLDER = 'content/scale';

/**
 * Fills `content/scale/` of a project copy with `count` long pages: copies of the research page (the site's
 * longest, with every kind of component and its outbound links), as issue 26 measured. Being the same page, they
 * share one social card: a page with a title of its own costs its card once (about 130 ms, then cached).
 */
export async function writeScalePages(project: string, count: number): Promise<void> {
  const folder = path.join(project, SCALE_FOLDER);
  await rm(folder, { recursive: true, force: true });
  if (count === 0) return;
  await mkdir(folder, { recursive: true });
  const research = await readFile(path.join(project, 'content/research.mdx'), 'utf8');
  for (let index = 1; index <= count; index++) await writeFile(path.join(folder, `page-${index}.mdx`), research);
}
