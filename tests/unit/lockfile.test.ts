// @vitest-environment node
// package-lock.json must install on every machine the project is worked on: copywriters' Macs (and Windows
// laptops), Linux CI. A package that ships its native code as one optional package per platform (esbuild,
// Rolldown, Lightning CSS, Tailwind's oxide) needs each of those platforms' binaries in the lockfile, or
// `npm ci` refuses it and a Mac fails with "Cannot find module …-darwin-arm64".
// Linux means glibc (Debian CI, most desktops); musl (Alpine) is no machine of ours, so it is not required.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}
type Lockfile = { packages: Record<string, LockedPackage> };

interface Platform {
  os: string;
  cpu: string;
  libc?: string;
}
const platforms: Platform[] = [
  { os: 'darwin', cpu: 'x64' },
  { os: 'darwin', cpu: 'arm64' },
  { os: 'win32', cpu: 'x64' },
  { os: 'win32', cpu: 'arm64' },
  { os: 'linux', cpu: 'x64', libc: 'glibc' },
  { os: 'linux', cpu: 'arm64', libc: 'glibc' },
];
const platformName = ({ os, cpu, libc }: Platform) => [os, cpu, libc].filter(Boolean).join('-');

/** npm's `os`/`cpu`/`libc` lists: absent means any; `!x` excludes x. */
const allows = (list: string[] | undefined, value: string | undefined) =>
  !list ||
  value === undefined ||
  (list.some((entry) => !entry.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`));

const installsOn = (entry: LockedPackage, platform: Platform) =>
  allows(entry.os, platform.os) && allows(entry.cpu, platform.cpu) && allows(entry.libc, platform.libc);

/** The lockfile key a dependency of the package at `from` resolves to, as Node looks up node_modules folders. */
function resolveKey(lock: Lockfile, from: string, name: string): string | undefined {
  for (let folder = from; ;) {
    const key = `${folder ? `${folder}/` : ''}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!folder) return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent === -1 ? '' : folder.slice(0, parent);
  }
}

/**
 * Every package with per-platform binaries among its optional dependencies (entries with a `cpu`; fsevents,
 * one universal macOS build, has none), or with optional dependencies the lockfile lacks, and what is missing:
 * platforms none of its locked binaries installs on, and optional dependencies with no entry (`npm ci` rejects those).
 */
function lockfileGaps(lock: Lockfile): { pkg: string; missing: string[] }[] {
  const gaps: { pkg: string; missing: string[] }[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const optional = Object.keys(entry.optionalDependencies ?? {});
    const resolved = optional.map((name) => ({ name, key: resolveKey(lock, key, name) }));
    const binaries = resolved.flatMap(({ key: found }) => {
      const dependency = found ? lock.packages[found] : undefined;
      return dependency?.cpu ? [dependency] : [];
    });
    const unlocked = resolved.filter(({ key: found }) => !found).map(({ name }) => name);
    if (binaries.length === 0 && unlocked.length === 0) continue;
    // A platform's own binary package (sharp's @img/sharp-darwin-arm64 and its libvips) needs only its platform's.
    const targets = platforms.filter((platform) => installsOn(entry, platform));
    const uncovered =
      binaries.length === 0
        ? []
        : targets.filter((platform) => !binaries.some((binary) => installsOn(binary, platform)));
    gaps.push({
      pkg: `${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`,
      missing: [
        ...uncovered.map((platform) => `no binary for ${platformName(platform)}`),
        ...unlocked.map((name) => `${name} is not in the lockfile`),
      ],
    });
  }
  return gaps;
}

describe('lockfileGaps', () => {
  const binary = (os: string, cpu: string, libc?: string): LockedPackage => ({
    version: '1.0.0',
    os: [os],
    cpu: [cpu],
    libc: libc ? [libc] : undefined,
  });
  const complete: Lockfile = {
    packages: {
      '': {},
      'node_modules/tool': {
        version: '1.0.0',
        optionalDependencies: {
          'tool-darwin-x64': '1.0.0',
          'tool-darwin-arm64': '1.0.0',
          'tool-win32-x64': '1.0.0',
          'tool-win32-arm64': '1.0.0',
          'tool-linux-x64-gnu': '1.0.0',
          'tool-linux-arm64-gnu': '1.0.0',
        },
      },
      'node_modules/tool-darwin-x64': binary('darwin', 'x64'),
      'node_modules/tool-darwin-arm64': binary('darwin', 'arm64'),
      'node_modules/tool-win32-x64': binary('win32', 'x64'),
      'node_modules/tool-win32-arm64': binary('win32', 'arm64'),
      'node_modules/tool-linux-x64-gnu': binary('linux', 'x64', 'glibc'),
      'node_modules/tool-linux-arm64-gnu': binary('linux', 'arm64', 'glibc'),
    },
  };

  it('finds nothing missing when every platform has its binary', () => {
    expect(lockfileGaps(complete)).toEqual([{ pkg: 'tool@1.0.0', missing: [] }]);
  });

  it('names the package and the platform whose binary the lockfile lacks', () => {
    const { 'node_modules/tool-darwin-arm64': _dropped, ...packages } = complete.packages;
    expect(lockfileGaps({ packages })).toEqual([
      { pkg: 'tool@1.0.0', missing: ['no binary for darwin-arm64', 'tool-darwin-arm64 is not in the lockfile'] },
    ]);
  });

  it('does not count a musl binary as the Linux one', () => {
    const packages = { ...complete.packages, 'node_modules/tool-linux-x64-gnu': binary('linux', 'x64', 'musl') };
    expect(lockfileGaps({ packages })).toEqual([{ pkg: 'tool@1.0.0', missing: ['no binary for linux-x64-glibc'] }]);
  });

  it("asks a platform's own package only for that platform's binaries", () => {
    const packages = {
      'node_modules/tool-darwin-arm64': {
        ...binary('darwin', 'arm64'),
        optionalDependencies: { 'lib-darwin-arm64': '1.0.0' },
      },
      'node_modules/lib-darwin-arm64': binary('darwin', 'arm64'),
    };
    expect(lockfileGaps({ packages })).toEqual([{ pkg: 'tool-darwin-arm64@1.0.0', missing: [] }]);
    const { 'node_modules/lib-darwin-arm64': _dropped, ...without } = packages;
    expect(lockfileGaps({ packages: without })).toEqual([
      { pkg: 'tool-darwin-arm64@1.0.0', missing: ['lib-darwin-arm64 is not in the lockfile'] },
    ]);
  });

  it('finds a nested copy the way Node resolves it', () => {
    const packages: Lockfile['packages'] = {};
    for (const [key, entry] of Object.entries(complete.packages))
      packages[key.replace(/^node_modules\/tool/, 'node_modules/host/node_modules/tool')] = entry;
    expect(lockfileGaps({ packages })).toEqual([{ pkg: 'tool@1.0.0', missing: [] }]);
  });
});

describe('package-lock.json', () => {
  const lock: Lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8'));
  const gaps = lockfileGaps(lock);

  it('has packages with platform binaries to check (the build needs Rolldown)', () => {
    expect(gaps.map(({ pkg }) => pkg.replace(/@[^@]*$/, ''))).toContain('rolldown');
  });

  it.each(gaps)('$pkg has its binary for macOS, Windows and Linux on x64 and arm64', ({ missing }) => {
    expect(missing).toEqual([]);
  });
});
