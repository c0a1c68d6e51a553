import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Adding one MDX file is all it takes to add a page: no route list, no sitemap list to edit.
const folder = path.resolve('content/e2e-added');
const outDir = path.resolve('.e2e/new-page');

describe('a new file in content/', () => {
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('becomes a pre-rendered page with its head and a sitemap entry, nested folders included', async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, 'first-evening.mdx'),
      '---\ntitle: Your first evening\ndescription: A test page.\n---\n\n<Section>\n\n# Your first evening\n\nBring a dish.\n\n</Section>\n',
    );
    execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'pipe', env: { ...process.env, OUT_DIR: outDir, BASE_PATH: '/' } });

    const html = await readFile(path.join(outDir, 'e2e-added/first-evening/index.html'), 'utf8');
    expect(html).toContain('<title>Your first evening</title>');
    expect(html).toContain('Bring a dish.');
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/e2e-added/first-evening</loc>');
  }, 120_000); // a whole production build
});
