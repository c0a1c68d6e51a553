// @vitest-environment node
// The project's scripts run in plain Node, bundled with Rolldown (src/node/runner/import-typescript.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importTypeScript } from '../../../../src/node/runner/import-typescript.mjs';

const fixtures = path.resolve('tests/fixtures/typescript-scripts');
const bundles = path.resolve('node_modules/.cache/typescript-bundles');

const runScript = (file: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run-typescript.mjs', path.join(fixtures, file), ...args], { encoding: 'utf8' });

describe('importTypeScript', () => {
  it('imports a TypeScript module with the modules it imports, its import.meta naming its source file', async () => {
    const file = path.join(fixtures, 'module.ts');
    const loaded = await importTypeScript(file);
    expect(loaded.answer).toBe(42);
    expect(loaded.joined).toBe('a/b');
    expect(loaded.where).toEqual({ url: pathToFileURL(file).href, dirname: fixtures, filename: file });
  });
});

describe('node scripts/run-typescript.mjs', () => {
  it('gives the script its arguments where Node would, and removes its bundle as it exits', () => {
    const run = runScript('print-arguments.ts', 'one', '--two');
    expect(run.stderr).toBe('');
    const { argv, pid } = JSON.parse(run.stdout);
    expect(argv).toEqual([path.join(fixtures, 'print-arguments.ts'), 'one', '--two']);
    expect(existsSync(path.join(bundles, String(pid)))).toBe(false);
  });

  it('reports an error at the line of the TypeScript source', () => {
    const run = runScript('throws.ts');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Error: thrown on purpose');
    expect(run.stderr).toContain(`${path.join(fixtures, 'throws.ts')}:4:9`);
  });

  it('removes the bundles of a process that was killed', async () => {
    // A process id no process has: the one of a process that has ended.
    const ended = spawnSync(process.execPath, ['-p', 'process.pid'], { encoding: 'utf8' }).stdout.trim();
    const left = path.join(bundles, ended, '0-0');
    await mkdir(left, { recursive: true });
    await writeFile(path.join(left, 'module.js'), '');
    expect(runScript('print-arguments.ts').status).toBe(0);
    expect(existsSync(path.join(bundles, ended))).toBe(false);
  });

  it('says how to use it when no script is named', () => {
    const run = spawnSync(process.execPath, ['scripts/run-typescript.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage: node scripts/run-typescript.mjs <script.ts> [arguments]');
  });
});
