import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { writeWhole } from '../cache/write-whole.ts';

/** Raised when what is kept changes shape: every entry written before is then passed by. */
const FORMAT = 1;
/**
 * How many compiles of one file are kept, the latest: a page's text as it was at the last start, and its edits since
 * (a copywriter who undoes an edit, or the bench that restores the page once its server has stopped, finds it kept).
 */
const KEPT_PER_FILE = 8;

interface Entry {
  key: string;
  result: Rolldown.SourceDescription;
}

const sha256 = (...parts: (string | Buffer)[]) =>
  parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex');

/**
 * The dev server's compiled pages, kept between starts: a warm `npm start` sends its first page without loading the
 * MDX compiler or compiling the page. An entry is the compile of one file's text by one pipeline; the pipeline is
 * every file the Vite config is built from (the MDX plugins, the component map, the frontmatter schema: Vite lists
 * them as the config's dependencies) and the package lock, so a change to any of them passes every entry by. A few
 * entries per file, the latest (KEPT_PER_FILE): the folder grows with the pages, not with the edits.
 */
export class PageCompileCache {
  private pipeline: Promise<string> | undefined;

  private readonly folder: string;
  private readonly pipelineFiles: string[];

  constructor(folder: string, pipelineFiles: string[]) {
    this.folder = folder;
    this.pipelineFiles = pipelineFiles;
  }

  /** Whether anything has been kept yet: a fresh clone's first start has nothing. */
  async isEmpty(): Promise<boolean> {
    return readdir(this.folder).then(
      (files) => files.length === 0,
      () => true,
    );
  }

  /** The compile of `code` (the text of `id`) by this pipeline, when one was kept. */
  async get(id: string, code: string): Promise<Rolldown.SourceDescription | undefined> {
    const key = await this.key(id, code);
    const entry = await readFile(this.entryFile(id, key), 'utf8').then(
      (text) => JSON.parse(text) as Entry,
      () => undefined,
    );
    return entry?.key === key ? entry.result : undefined;
  }

  /** Keeps a compile for the next start, and lets the file's oldest go. */
  async set(id: string, code: string, result: Rolldown.SourceDescription): Promise<void> {
    const entry: Entry = { key: await this.key(id, code), result: { code: result.code, map: result.map } };
    await mkdir(this.folder, { recursive: true });
    await writeWhole(this.entryFile(id, entry.key), JSON.stringify(entry));
    const prefix = this.filePrefix(id);
    const kept = (await readdir(this.folder)).filter((file) => file.startsWith(prefix) && file.endsWith('.json'));
    if (kept.length <= KEPT_PER_FILE) return;
    const byAge = await Promise.all(
      kept.map(async (file) => ({ file, time: (await stat(path.join(this.folder, file))).mtimeMs })),
    );
    byAge.sort((a, b) => b.time - a.time);
    await Promise.all(byAge.slice(KEPT_PER_FILE).map(({ file }) => rm(path.join(this.folder, file), { force: true })));
  }

  private filePrefix(id: string): string {
    return `${sha256(id).slice(0, 16)}-`;
  }

  private entryFile(id: string, key: string): string {
    return path.join(this.folder, `${this.filePrefix(id)}${key.slice(0, 24)}.json`);
  }

  private async key(id: string, code: string): Promise<string> {
    this.pipeline ??= Promise.all(
      [...this.pipelineFiles]
        .sort()
        .map(async (file) => sha256(file, await readFile(file).catch(() => Buffer.from('(none)')))),
    ).then((hashes) => sha256(String(FORMAT), ...hashes));
    return sha256(await this.pipeline, id, code);
  }
}
