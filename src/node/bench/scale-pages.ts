import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the generated pages go in a project copy: their own folder, so they are easy to remove. */
export const SCALE_FOLDER = 'content/scale';

/**
 * Fills `content/scale/` of a project copy with `count` long pages: copies of the research page (the site's
 * longest, with every kind of component and 25 outbound links), each with a title of its own.
 */
export async function writeScalePages(project: string, count: number): Promise<void> {
  const folder = path.join(project, SCALE_FOLDER);
  await rm(folder, { recursive: true, force: true });
  if (count === 0) return;
  await mkdir(folder, { recursive: true });
  const research = await readFile(path.join(project, 'content/research.mdx'), 'utf8');
  for (let index = 1; index <= count; index++) {
    const page = research.replace(/^title: (.*)$/m, `title: $1 (copy ${index})`);
    if (page === research) throw new Error('content/research.mdx has no title line to make each copy its own.');
    await writeFile(path.join(folder, `page-${index}.mdx`), page);
  }
}
