import { existsSync, statSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { tryDecode } from '../../../lib/safe-decode.ts';

/** What the check reads of a project: the files under content/ and which files public/ has. */
export interface ProjectFiles {
  /** Every file under content/ by its path from the project root (`content/x.mdx`), with the text of
   * pages and the settings file ('' for anything else, whose name is all that matters). */
  content: Map<string, string>;
  /** Whether a root-relative path (`/images/x.svg`) is a file under public/. */
  publicFileExists: (urlPath: string) => boolean;
  /** Whether a file outside content/ exists, by its path from the project root (`src/components/Card.tsx`): what a page imports. */
  projectFileExists: (projectPath: string) => boolean;
  /** The bytes of a file under public/ by its root-relative path, undefined when there is none: what the picture check reads. */
  readPublicFile?: (urlPath: string) => Promise<Uint8Array | undefined>;
}

/** Reads a project folder's content/ and looks into its public/ on demand. */
export async function readProjectFiles(root: string): Promise<ProjectFiles> {
  const contentDir = path.join(root, 'content');
  const entries = existsSync(contentDir) ? await readdir(contentDir, { recursive: true, withFileTypes: true }) : [];
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const content = new Map(
    await Promise.all(
      names.map(
        async (name) => [name, /\.(mdx|ts)$/.test(name) ? await readFile(path.join(root, name), 'utf8') : ''] as const,
      ),
    ),
  );
  const publicDir = path.join(root, 'public');
  const publicFile = (urlPath: string) => {
    const decoded = tryDecode(urlPath, decodeURI);
    if (decoded === undefined) return undefined;
    const file = path.join(publicDir, decoded);
    return file.startsWith(publicDir + path.sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
  };
  const publicFileExists = (urlPath: string) => publicFile(urlPath) !== undefined;
  const readPublicFile = async (urlPath: string) => {
    const file = publicFile(urlPath);
    return file === undefined ? undefined : readFile(file);
  };
  const projectDir = path.resolve(root);
  const projectFileExists = (projectPath: string) => {
    const file = path.join(projectDir, projectPath);
    return file.startsWith(projectDir + path.sep) && existsSync(file) && statSync(file).isFile();
  };
  return { content, publicFileExists, projectFileExists, readPublicFile };
}
