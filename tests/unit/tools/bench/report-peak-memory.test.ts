// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../temporary-folder.ts';

const reporter = pathToFileURL(path.resolve('tools/bench/report-peak-memory.mjs')).href;
const MB = 1024 ** 2;

describe('the peak memory reporter of npm run bench:scale', () => {
  // It reads the processes from /proc.
  it.runIf(process.platform === 'linux')(
    'counts a child process’s memory with what its parent held at the same time',
    async () => {
      const file = path.join(await temporaryFolder('peak-'), 'peak');
      const run = spawnSync(process.execPath, ['tests/fixtures/peak-memory/parent-and-child.mjs'], {
        env: { ...process.env, NODE_OPTIONS: `--import=${reporter}`, PEAK_MEMORY_FILE: file },
      });
      expect(run.status).toBe(0);
      // Each process alone peaks a little over 200 MB.
      expect(Number(await readFile(file, 'utf8')) / MB).toBeGreaterThan(400);
    },
  );
});
