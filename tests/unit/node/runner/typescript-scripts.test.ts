// @vitest-environment node
// The project's scripts are TypeScript that Node runs as it is, by stripping the types (no loader, no build step): an
// npm script names its .ts file after `node`, and the build's worker threads import their TypeScript module the same way.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerPool } from '../../../../src/node/runner/worker-pool.ts';

const fixtures = path.resolve('tests/fixtures/typescript-scripts');
const fixture = (file: string) => pathToFileURL(path.join(fixtures, file));

const runScript = (file: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(fixtures, file), ...args], { encoding: 'utf8' });

describe('a TypeScript script run with node', () => {
  it('gets its arguments where Node puts them, and Node says nothing of its own', () => {
    const run = runScript('print-arguments.ts', 'one', '--two');
    // Empty: a Node whose type stripping still warns that it is experimental is older than package.json's engines.
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).argv).toEqual([path.join(fixtures, 'print-arguments.ts'), 'one', '--two']);
  });

  it('reports an error at the line and column of the TypeScript source', () => {
    const run = runScript('throws.ts');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Error: thrown on purpose');
    expect(run.stderr).toContain(`${path.join(fixtures, 'throws.ts')}:4:9`);
  });

  it('is how every npm script runs a TypeScript file', async () => {
    const scripts: Record<string, string> = JSON.parse(await readFile('package.json', 'utf8')).scripts;
    // Each command whose first argument is a TypeScript file: the script it runs.
    const runs = Object.values(scripts).flatMap((script) =>
      script.split('&&').map((command) => command.trim().split(/\s+/)),
    );
    const scriptRuns = runs.filter(([, first]) => first?.endsWith('.ts'));
    expect(scriptRuns.length).toBeGreaterThan(0);
    for (const [program, file] of scriptRuns) expect(`${program} ${file}`).toMatch(/^node [\w/-]+\.ts$/);
  });
});

describe('workerPool', () => {
  for (const threads of [1, 0]) {
    it(`calls a function of a TypeScript module ${threads ? 'in a worker thread' : 'in this thread'}`, async () => {
      const pool = workerPool(fixture('helper.ts'), { threads });
      try {
        expect(await pool.run('twice', 21)).toBe(42);
      } finally {
        await pool.destroy();
      }
    });
  }

  it('calls a function of a TypeScript module in a child process, with the Node flags and variables it is given and this process’s', async () => {
    process.env.WORKER_POOL_TEST = 'handed down';
    const pool = workerPool(fixture('helper.ts'), {
      threads: 1,
      childProcess: { execArgv: ['--max-semi-space-size=4'], env: { WORKER_POOL_CHILD: 'its own' } },
    });
    try {
      expect(await pool.run('twice', 21)).toBe(42);
      const where = await pool.run<{ pid: number; execArgv: string[]; variable?: string; childVariable?: string }>(
        'where',
      );
      expect(where.pid).not.toBe(process.pid);
      expect(where.execArgv).toContain('--max-semi-space-size=4');
      expect(where.variable).toBe('handed down');
      expect(where.childVariable).toBe('its own');
      expect(process.env.WORKER_POOL_CHILD).toBeUndefined();
    } finally {
      await pool.destroy();
      delete process.env.WORKER_POOL_TEST;
    }
  });

  for (const childProcess of [undefined, { execArgv: [] }]) {
    it(`hands the module's error to the first task, at its TypeScript line (${childProcess ? 'a child process' : 'a worker thread'})`, async () => {
      const pool = workerPool(fixture('throws.ts'), { threads: 1, childProcess });
      try {
        const error: Error = await pool.run('anything').then(
          () => new Error('no error'),
          (thrown: Error) => thrown,
        );
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toBe('thrown on purpose');
        expect(error.stack).toContain(`${path.join(fixtures, 'throws.ts')}:4:9`);
      } finally {
        await pool.destroy();
      }
    });
  }
});
