import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The page's HTML with every script removed: <script> elements of any type and module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>\s*/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi, '');
}

/**
 * A copy of the built site whose pages carry no script at all: the floor a page with the same content
 * and styles could reach, to measure the real pages against in the same bench run.
 */
export async function writeNoScriptCopy(dist: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await cp(dist, target, { recursive: true });
  const files = (await readdir(target, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const full = path.join(target, file);
    await writeFile(full, withoutScripts(await readFile(full, 'utf8')));
  }
}
