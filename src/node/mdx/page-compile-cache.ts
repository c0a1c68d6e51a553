import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { writeWhole } from '../cache/write-whole.ts';

/** Raised when what is kept changes shape: every entry written before is then passed by. */
const FORMAT = 1;

interface Entry {
  key: string;
  result: Rolldown.SourceDescription;
}

const sha256 = (...parts: (string | Buffer)[]) => parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex');

/**
 * The dev server's compiled pages, kept between starts: a warm `npm start` sends its first page without loading the
 * MDX compiler or compiling the page. An entry is the compile of one file's text by one pipeline; the pipeline is
 * every file the Vite config is built from (the MDX plugins, the component map, the frontmatter schema: Vite lists
 * them as the config's dependencies) and the package lock, so a change to any of them passes every entry by. One
 * entry per file, the latest compile's: the folder holds no more files than the site has pages.
 */
export class PageCompileCache {
  private pipeline: Promise<string> | undefined;

  constructor(
    private readonly folder: string,
    private readonly pipelineFiles: string[],
  ) {}

  /** The compile of `code` (the text of `id`) by this pipeline, when one was kept. */
  async get(id: string, code: string): Promise<Rolldown.SourceDescription | undefined> {
    const entry = await readFile(this.entryFile(id), 'utf8').then((text) => JSON.parse(text) as Entry, () => undefined);
    return entry && entry.key === (await this.key(id, code)) ? entry.result : undefined;
  }

  /** Keeps a compile for the next start. */
  async set(id: string, code: string, result: Rolldown.SourceDescription): Promise<void> {
    const entry: Entry = { key: await this.key(id, code), result: { code: result.code, map: result.map } };
    await mkdir(this.folder, { recursive: true });
    await writeWhole(this.entryFile(id), JSON.stringify(entry));
  }

  private entryFile(id: string): string {
    return path.join(this.folder, `${sha256(id).slice(0, 24)}.json`);
  }

  private async key(id: string, code: string): Promise<string> {
    this.pipeline ??= Promise.all(
      [...this.pipelineFiles].sort().map(async (file) => sha256(file, await readFile(file).catch(() => Buffer.from('(none)')))),
    ).then((hashes) => sha256(String(FORMAT), ...hashes));
    return sha256(await this.pipeline, id, code);
  }
}
