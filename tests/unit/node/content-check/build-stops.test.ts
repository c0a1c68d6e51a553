// @vitest-environment node
// `npm run build` checks the content before it imports content/site.ts: a slip there stops the build with
// the check's line, not a stack trace from loading the file. A page's mistakes, found while the server build
// compiles it, stop the build with every problem listed, as `npm run check` lists them.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProject } from '../../../../tools/fixtures/project-copy.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const project = path.resolve('.');

describe('npm run build', () => {
  it("stops on a broken settings file with the check's line and nothing else", async () => {
    // A whole copy, so that the build's own imports (all loaded before it runs) meet the broken file too.
    const copy = await temporaryFolder('build-stops-');
    await copyProject(copy, project);
    const settings = await readFile(path.join(copy, 'content/site.ts'), 'utf8');
    await writeFile(
      path.join(copy, 'content/site.ts'),
      settings.replace("brand: 'Family Glue',", "brand: 'Family Glue,"),
    );

    const result = spawnSync(process.execPath, [path.join(copy, 'scripts/build.ts')], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, OUT_DIR: path.join(copy, 'dist') },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /^content\/site\.ts:\d+:\d+ {2}This value is missing its closing quote\. Add the quote at the end of the value\. {2}docs\/writing\/messages\/reading\.md#unclosed-quote$/m,
    );
    const said = result.stderr.split('\n').filter((line) => line.trim());
    expect(said).toEqual(['Build stopped: fix the content errors above (npm run check lists them again).']);
  }, 60_000);

  it('stops on broken pages with every problem npm run check lists, in its words', async () => {
    const copy = await temporaryFolder('build-stops-');
    await copyProject(copy, project);
    const frontmatter = '---\ntitle: A page\ndescription: A page for the test.\n---\n';
    await writeFile(path.join(copy, 'content/ages.mdx'), `${frontmatter}# Ages\n\nAges <5 go free.\n`);
    await writeFile(path.join(copy, 'content/open.mdx'), `${frontmatter}# Open\n\n<Section>\n\nNever closed.\n`);
    await writeFile(
      path.join(copy, 'content/links.mdx'),
      `${frontmatter}# Links\n\n[The numbers](/research#no-such-anchor)\n`,
    );
    const run = (script: string) =>
      spawnSync(process.execPath, [path.join(copy, 'scripts', script)], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, OUT_DIR: path.join(copy, 'dist') },
      });

    const build = run('build.ts');
    expect(build.status).toBe(1);
    expect(build.stdout).toBe(run('check.ts').stdout);
    expect(build.stdout).toContain(
      'content/ages.mdx:7:6  A < starts a tag here. To show a < as text, write \\< instead.',
    );
    expect(build.stdout).toContain('content/open.mdx:7:1  <Section> is never closed.');
    expect(build.stdout).toContain(
      'content/links.mdx:7:1  Link to "/research#no-such-anchor" points at #no-such-anchor, which content/research.mdx does not have.',
    );
    expect(build.stderr.split('\n').filter((line) => line.trim())).toEqual([
      'Build stopped: fix the content errors above (npm run check lists them again).',
    ]);
  }, 120_000);
});
