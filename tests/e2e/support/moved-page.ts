import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADDED_PAGE } from './added-page.ts';

/** An old address a copywriter retired, leading to the page added in the same copy of the project (redirects.test.ts). */
export const MOVED = { from: '/e2e-retired/evenings', to: `/${ADDED_PAGE.route}` };

/** Adds the redirect to the settings of the project at `folder`, as content/site.ts's comment says to write one. */
export async function addRedirect(folder: string): Promise<void> {
  const settings = path.join(folder, 'content/site.ts');
  const source = await readFile(settings, 'utf8');
  const edited = source.replace('redirects: [],', `redirects: [{ from: '${MOVED.from}', to: '${MOVED.to}' }],`);
  if (edited === source)
    throw new Error('content/site.ts no longer has "redirects: []," for moved-page.ts to fill: update it.');
  await writeFile(settings, edited);
}
