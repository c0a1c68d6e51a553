import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A page a copywriter adds in a folder of its own, with no route or sitemap list to edit (new-page.test.ts). */
export const ADDED_PAGE = {
  file: 'content/e2e-added/first-evening.mdx',
  route: 'e2e-added/first-evening',
  title: 'Your first evening',
  text: 'Bring a dish.',
};

/** Writes the added page into the project at `folder`. */
export async function addNestedPage(folder: string): Promise<void> {
  const file = path.join(folder, ADDED_PAGE.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `---\ntitle: ${ADDED_PAGE.title}\ndescription: A test page.\n---\n\n<Section>\n\n# ${ADDED_PAGE.title}\n\n${ADDED_PAGE.text}\n\n</Section>\n`,
  );
}
