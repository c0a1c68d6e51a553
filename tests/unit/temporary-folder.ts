import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A new empty folder under the system's temporary folder, removed when the test that asked for it ends. Per test,
 * not per file: the node tests share their modules (isolate: false), so a helper module's own afterAll would run
 * for the first file that imports it only.
 */
export async function temporaryFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  onTestFinished(() => rm(folder, { recursive: true, force: true }));
  return folder;
}
