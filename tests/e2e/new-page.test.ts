import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProject } from '../../src/node/bench/project-copy.ts';

// Adding one MDX file is all it takes to add a page: no route list, no sitemap list to edit. In a copy of
// the project, so the other tests never see the page.
const copy = path.resolve('.e2e/new-page-project');

describe('a new file in content/', () => {
  it('becomes a pre-rendered page with its head and a sitemap entry, nested folders included', async () => {
    await copyProject(copy);
    const folder = path.join(copy, 'content/e2e-added');
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, 'first-evening.mdx'),
      '---\ntitle: Your first evening\ndescription: A test page.\n---\n\n<Section>\n\n# Your first evening\n\nBring a dish.\n\n</Section>\n',
    );
    const outDir = path.join(copy, 'dist');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: copy, stdio: 'pipe', env: { ...process.env, OUT_DIR: outDir, BASE_PATH: '/' } });

    const html = await readFile(path.join(outDir, 'e2e-added/first-evening/index.html'), 'utf8');
    expect(html).toContain('<title>Your first evening</title>');
    expect(html).toContain('Bring a dish.');
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/e2e-added/first-evening</loc>');
  }, 120_000); // a whole production build
});
