import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADDED_PAGE } from './added-page.ts';

/** One more link in the header's menu, as a copywriter adds one to `navigation`: to the page the copy adds, by its title. */
export const EXTRA_MENU_LINK = { label: ADDED_PAGE.title, to: `/${ADDED_PAGE.route}` };

/** Adds EXTRA_MENU_LINK at the end of `navigation` in the settings of the project at `folder`. */
export async function addMenuLink(folder: string): Promise<void> {
  const file = path.join(folder, 'content/site.ts');
  const source = await readFile(file, 'utf8');
  const edited = source.replace(
    /(\n(\s*)navigation: \[[\s\S]*?)(\n\2\],)/,
    (_, list: string, indent: string, end: string) =>
      `${list}\n${indent}  { label: '${EXTRA_MENU_LINK.label}', to: '${EXTRA_MENU_LINK.to}' },${end}`,
  );
  if (edited === source)
    throw new Error('content/site.ts has no `navigation: [ … ],` list where extra-menu-link.ts adds one: update it.');
  await writeFile(file, edited);
}
