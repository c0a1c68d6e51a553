// @vitest-environment node
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerender } from '../../../../src/node/build/prerender.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const template =
  '<html><head><meta charset="UTF-8"><script type="module" crossorigin src="/assets/index-abc.js"></script><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

/** A fake server entry (a built server bundle) with these pages, whose render answers as `answers` says. */
async function writeServerEntry(serverEntry: string, answers: string, pagePaths: string[], copy: string) {
  await writeFile(
    serverEntry,
    `export const pagePaths = ${JSON.stringify(pagePaths)};
     export const pageFiles = ${JSON.stringify(Object.fromEntries(pagePaths.map((pagePath) => [pagePath, `content${pagePath === '/' ? '/index' : pagePath}.mdx`])))};
     export async function render(pathname) { ${answers} }
     export const pictureCopies = () => [['/_pictures/evening-720.avif', ${JSON.stringify(copy)}]];
     export async function markdownCopy(pathname) {
       return { path: pathname === '/' ? '/index.html.md' : pathname + '.md', markdown: '# Copy of ' + pathname + '\\n', title: pathname, description: 'About ' + pathname };
     }`,
  );
}

/** A dist/ with the built template, and a fake server entry with these pages whose render answers as `answers` says. */
async function fixture(answers: string, pagePaths = ['/', '/research']) {
  const dir = await temporaryFolder('prerender-');
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist/index.html'), template);
  // A photo's encoded copy, as the picture cache holds it.
  const copy = path.join(dir, 'cache-evening-720.avif');
  await writeFile(copy, 'AVIF bytes');
  const serverEntry = path.join(dir, 'server.mjs');
  await writeServerEntry(serverEntry, answers, pagePaths, copy);
  // An empty public/ unless a test puts files in it.
  const publicDir = path.join(dir, 'public');
  await mkdir(publicDir);
  // In this thread: no worker to start for each test.
  return {
    outDir: path.join(dir, 'dist'),
    publicDir,
    serverEntries: [serverEntry],
    siteUrl: 'https://a.org',
    brand: 'A',
    base: '/',
    threads: 0,
  };
}

/** Every file under dir, by its path, with its bytes. */
async function filesIn(dir: string): Promise<Map<string, Buffer>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const read = files.map(async (entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return [path.relative(dir, file), await readFile(file)] as const;
  });
  return new Map(await Promise.all(read));
}

// Starting worker threads takes a second or two, more on a busy machine.
describe('prerender', { timeout: 30_000 }, () => {
  it('writes every page, the photos’ copies they use, 404.html, the sitemap, robots.txt and the pages’ Markdown copies', async () => {
    const options = await fixture(`
      const notFound = pathname === '/__not-found__';
      return { status: 200, head: '<title>' + pathname + '</title>', html: '<p>' + (notFound ? 'missing' : pathname) + '</p>', notFound };`);
    const files = await prerender(options);
    expect(files).toEqual([
      '_pictures/evening-720.avif',
      'index.html',
      'research/index.html',
      '404.html',
      '_headers',
      'sitemap.xml',
      'robots.txt',
      'index.html.md',
      'research.md',
      'llms.txt',
      'llms-full.txt',
    ]);
    expect(await readFile(path.join(options.outDir, 'research.md'), 'utf8')).toBe('# Copy of /research\n');
    expect(await readFile(path.join(options.outDir, 'llms.txt'), 'utf8')).toContain(
      '- [/research](https://a.org/research.md): About /research',
    );
    expect(await readFile(path.join(options.outDir, 'llms-full.txt'), 'utf8')).toContain('# Copy of /research');
    expect(await readFile(path.join(options.outDir, '_pictures/evening-720.avif'), 'utf8')).toBe('AVIF bytes');
    expect(await readFile(path.join(options.outDir, 'research/index.html'), 'utf8')).toContain(
      '<title>/research</title>',
    );
    expect(await readFile(path.join(options.outDir, '404.html'), 'utf8')).toContain('<p>missing</p>');
  });

  it('renders each page from the first server bundle that holds it, when a large site is bundled in page groups', async () => {
    const answers = (bundle: string) => `
      const notFound = pathname === '/__not-found__';
      return { status: 200, head: '', html: '<p>${bundle} ' + (notFound ? 'missing' : pathname) + '</p>', notFound };`;
    const options = await fixture(answers('first'), ['/', '/research']);
    const second = path.join(path.dirname(options.serverEntries[0]!), 'server-2.mjs');
    const copy = path.join(path.dirname(second), 'cache-evening-720.avif');
    // The home page in both groups, as a page every group's glob takes would be.
    await writeServerEntry(second, answers('second'), ['/', '/guide'], copy);
    const files = await prerender({ ...options, serverEntries: [...options.serverEntries, second] });
    expect(files.filter((file) => file.endsWith('.html'))).toEqual([
      'index.html',
      'research/index.html',
      'guide/index.html',
      '404.html',
    ]);
    const page = (file: string) => readFile(path.join(options.outDir, file), 'utf8');
    expect(await page('index.html')).toContain('<p>first /</p>');
    expect(await page('research/index.html')).toContain('<p>first /research</p>');
    expect(await page('guide/index.html')).toContain('<p>second /guide</p>');
    expect(await page('404.html')).toContain('missing</p>');
    expect((await page('sitemap.xml')).match(/<loc>/g)).toHaveLength(3);
  });

  it('copies public/ but its pictures: only those a page names as files, written again without their metadata', async () => {
    const options = await fixture(`
      const notFound = pathname === '/__not-found__';
      const links = pathname === '/research' ? '<a href="/images/map.png">Map</a><meta property="og:image" content="https://a.org/images/card.png">' : '';
      return { status: 200, head: '', html: '<p>' + pathname + '</p>' + links, notFound };`);
    const png = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">OWNER-MARK</x:xmpmeta>')
        .toBuffer();
    await mkdir(path.join(options.publicDir, 'images'));
    await writeFile(path.join(options.publicDir, 'notes.txt'), 'plain text');
    await writeFile(path.join(options.publicDir, 'images/map.png'), await png('#123456'));
    await writeFile(path.join(options.publicDir, 'images/card.png'), await png('#654321'));
    await writeFile(path.join(options.publicDir, 'images/unused.png'), await png('#abcdef'));
    // A picture whatever its name says.
    await writeFile(path.join(options.publicDir, 'images/photo.bin'), await png('#fedcba'));
    const files = await prerender(options);
    expect(files).toEqual(expect.arrayContaining(['notes.txt', 'images/map.png', 'images/card.png']));
    expect(files.filter((file) => /unused|photo\.bin/.test(file))).toEqual([]);
    const map = await readFile(path.join(options.outDir, 'images/map.png'));
    expect(map.includes('OWNER-MARK')).toBe(false);
    expect(await sharp(map).metadata()).toMatchObject({ width: 40, height: 30, format: 'png' });
    expect((await readdir(path.join(options.outDir, 'images'))).sort()).toEqual(['card.png', 'map.png']);
  });

  it('writes the same site, byte for byte, in this thread or three worker threads, in batches', async () => {
    const pagePaths = ['/', ...Array.from({ length: 99 }, (_, index) => `/guides/page-${index}`)];
    const answers = `
      const notFound = pathname === '/__not-found__';
      return { status: 200, head: '<title>' + pathname + '</title>', html: '<h1>' + pathname + '</h1><script>/*' + pathname.length + '*/</script>', notFound };`;
    const [one, three] = [await fixture(answers, pagePaths), await fixture(answers, pagePaths)];
    const files = await prerender(one);
    expect(await prerender({ ...three, threads: 3 })).toEqual(files);
    // Each page's HTML and Markdown copy, 404.html, the photo's copy, _headers, sitemap.xml, robots.txt, llms.txt, llms-full.txt.
    expect(files).toHaveLength(2 * pagePaths.length + 7);
    const [oneFiles, threeFiles] = await Promise.all([filesIn(one.outDir), filesIn(three.outDir)]);
    expect([...threeFiles.keys()].sort()).toEqual([...oneFiles.keys()].sort());
    for (const [file, bytes] of oneFiles) expect(threeFiles.get(file)!.equals(bytes), file).toBe(true);
  });

  it('fails the build when a page answers with another status', async () => {
    const options = await fixture(
      `return { status: pathname === '/research' ? 500 : 200, head: '', html: '', notFound: false };`,
    );
    await expect(prerender(options)).rejects.toThrow('Pre-rendering /research answered 500; expected 200.');
  });

  it('fails the build when a page falls through to the not-found page', async () => {
    const options = await fixture(`return { status: 200, head: '', html: '', notFound: pathname !== '/' };`);
    await expect(prerender(options)).rejects.toThrow('Pre-rendering /research answered 200 (not found); expected 200.');
  });

  it('fails the build when a page throws while rendering', async () => {
    const options = await fixture(
      `if (pathname === '/research') throw new Error('Card needs a title'); return { status: 200, head: '', html: '', notFound: false };`,
    );
    await expect(prerender(options)).rejects.toThrow('Pre-rendering /research failed: Card needs a title');
  });
});
