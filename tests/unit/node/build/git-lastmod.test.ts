// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastModified } from '../../../../src/node/build/git-lastmod.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore' });

/** A repository where a.mdx changed in the first commit and b.mdx in the second, at fixed dates. */
async function repository() {
  const dir = await temporaryFolder('lastmod-');
  git(dir, 'init', '-q');
  const commit = async (file: string, date: string) => {
    await writeFile(path.join(dir, file), date);
    git(dir, 'add', file);
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@t.test', 'commit', '-qm', file], {
      cwd: dir,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  };
  await commit('a.mdx', '2026-01-02T03:04:05+04:00');
  await commit('b.mdx', '2026-02-03T04:05:06+00:00');
  await writeFile(path.join(dir, 'new.mdx'), 'not committed');
  return dir;
}

describe('lastModified', () => {
  it('dates each file by its last commit and leaves out a file git has no history for', async () => {
    const dir = await repository();
    const dates = lastModified(['a.mdx', 'b.mdx', 'new.mdx'], dir);
    expect(Object.fromEntries(dates)).toEqual({
      'a.mdx': '2026-01-02T03:04:05+04:00',
      'b.mdx': '2026-02-03T04:05:06+00:00',
    });
  });

  it('dates a file changed twice by its newer commit, in a folder, with one git log for all of them', async () => {
    const dir = await repository();
    await mkdir(path.join(dir, 'guides'));
    for (const date of ['2026-03-01T00:00:00+00:00', '2026-04-01T00:00:00+00:00']) {
      await writeFile(path.join(dir, 'guides/first evening.mdx'), date);
      git(dir, 'add', '-A');
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@t.test', 'commit', '-qm', date], {
        cwd: dir,
        env: { ...process.env, GIT_COMMITTER_DATE: date },
      });
    }
    const dates = lastModified(['guides/first evening.mdx', 'a.mdx'], dir);
    expect(Object.fromEntries(dates)).toEqual({
      'guides/first evening.mdx': '2026-04-01T00:00:00+00:00',
      'a.mdx': '2026-01-02T03:04:05+04:00',
    });
  });

  it('in a shallow clone, leaves out files whose last change was cut off', async () => {
    const source = await repository();
    const clone = await temporaryFolder('lastmod-shallow-');
    git(clone, 'clone', '-q', '--depth', '1', `file://${source}`, '.');
    // The clone's one commit is its cut: git sees every file as added there, so neither date can be trusted.
    expect(Object.fromEntries(lastModified(['a.mdx', 'b.mdx'], clone))).toEqual({});
  });

  it('gives no dates outside a git checkout', async () => {
    const dir = await temporaryFolder('lastmod-none-');
    expect(lastModified(['a.mdx'], dir).size).toBe(0);
  });
});
