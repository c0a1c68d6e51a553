// npm run review against a throwaway git repository holding a copy of the project: what it reports for a
// copy change on one page, a change to the shared CSS, and no change at all.
import { execFileSync, spawn } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from './support/project-copy.ts';

const copy = path.resolve('.e2e/review-project');
const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'pipe', encoding: 'utf8' });

/** One row of review/summary.md's table. */
interface Row {
  page: string;
  width: string;
  result: string;
  share: string;
}

/** Runs `npm run review -- --base HEAD` in the copy and reads the table it wrote. */
async function review(): Promise<Row[]> {
  const child = spawn('npx', ['tsx', 'scripts/review.ts', '--base', 'HEAD'], { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise((done) => child.on('close', done));
  if (code !== 0) throw new Error(`npm run review failed:\n${output}`);
  const summary = await readFile(path.join(copy, 'review/summary.md'), 'utf8');
  return summary
    .split('\n')
    .filter((line) => /^\| \S.* px \|/.test(line))
    .map((line) => {
      const [page, width, result, share] = line.split('|').slice(1, -1).map((cell) => cell.trim());
      return { page: page!, width: width!, result: result!, share: share! };
    });
}

const pagesOf = (rows: Row[], result: string) => [...new Set(rows.filter((row) => row.result === result).map((row) => row.page))].sort();

/** Every page of the site, as the review names them. */
let everyPage: string[];

describe('npm run review', () => {
  beforeAll(async () => {
    await copyProject(copy);
    git('init', '-q');
    // .gitignore's node_modules/ matches a folder, not the link to one.
    await appendFile(path.join(copy, '.git/info/exclude'), 'node_modules\n');
    git('add', '-A');
    git('-c', 'user.name=Review test', '-c', 'user.email=review@family.test', 'commit', '-qm', 'Base');
  });

  it('reports nothing changed when the working tree is the base commit', async () => {
    const rows = await review();
    everyPage = pagesOf(rows, 'unchanged');
    expect(everyPage).toEqual(['/', '/keynote', '/lighthouse', '/research', '/uaeworkshop', 'not-found page']);
    expect(rows.map((row) => row.width).sort()).toEqual([...Array(6).fill('1280 px'), ...Array(6).fill('390 px')]);
    expect(rows.every((row) => row.result === 'unchanged' && row.share === '0%')).toBe(true);
    expect(git('worktree', 'list').trim().split('\n')).toHaveLength(1);
  }, 240_000);

  it('reports a copy change on one page as that page changed, at both widths, and nothing else', async () => {
    const keynote = path.join(copy, 'content/keynote.mdx');
    const page = await readFile(keynote, 'utf8');
    await writeFile(keynote, page.replace('Bringing humanity to AI', 'Bring humanity to AI'));
    expect(await readFile(keynote, 'utf8')).not.toBe(page);
    try {
      const rows = await review();
      expect(pagesOf(rows, 'changed')).toEqual(['/keynote']);
      expect(rows.filter((row) => row.result === 'changed').map((row) => row.width)).toEqual(['390 px', '1280 px']);
      expect(pagesOf(rows, 'unchanged')).toEqual(everyPage.filter((label) => label !== '/keynote'));
      const html = await readFile(path.join(copy, 'review/index.html'), 'utf8');
      for (const picture of ['before/keynote-390.png', 'after/keynote-390.png', 'difference/keynote-1280.png']) {
        expect(html).toContain(`src="${picture}"`);
        expect(existsSync(path.join(copy, 'review', picture))).toBe(true);
      }
    } finally {
      git('checkout', '--', '.');
    }
  }, 240_000);

  it('reports a change to the shared CSS on every page', async () => {
    await appendFile(path.join(copy, 'src/styles/global.css'), '\nbody { border-top: 3px solid #b91c1c; }\n');
    try {
      const rows = await review();
      expect(pagesOf(rows, 'changed')).toEqual(everyPage);
      expect(rows.every((row) => row.result === 'changed')).toBe(true);
    } finally {
      git('checkout', '--', '.');
    }
  }, 240_000);
});
