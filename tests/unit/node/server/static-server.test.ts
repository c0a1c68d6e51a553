// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRedirectsFile } from '../../../../src/node/server/redirects-file.ts';
import { fileForPath, startStaticServer, type RunningServer } from '../../../../src/node/server/static-server.ts';

describe('fileForPath', () => {
  it.each([
    ['/', '/', '/index.html'],
    ['/research', '/', '/research'],
    ['/research/', '/', '/research/index.html'],
    ['/p/x/', '/p/x/', '/index.html'],
    ['/p/x', '/p/x/', '/index.html'],
    ['/p/x/keynote?utm=1', '/p/x/', '/keynote'],
  ])('%s under %s → %s', (request, base, file) => {
    expect(fileForPath(request, base)).toBe(file);
  });

  it.each([
    ['/elsewhere', '/p/x/'],
    ['/p/xy', '/p/x/'],
    ['/../etc/passwd', '/'],
    ['/%E0%A4%A', '/'],
  ])('refuses %s under %s', (request, base) => {
    expect(fileForPath(request, base)).toBeNull();
  });
});

describe('startStaticServer', () => {
  let server: RunningServer;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-'));
    await mkdir(path.join(root, 'research'));
    await writeFile(path.join(root, 'index.html'), 'home');
    await writeFile(path.join(root, 'research/index.html'), 'research');
    await writeFile(path.join(root, '404.html'), 'missing');
    await writeFile(path.join(root, 'research.md'), '# Research');
    await writeFile(path.join(root, 'llms.txt'), '# Site');
    await writeFile(path.join(root, 'robots.txt'), 'User-agent: *');
    await writeFile(
      path.join(root, '_headers'),
      '/p/llms.txt\n  Content-Type: text/markdown; charset=utf-8\n/p/*.md\n  Content-Type: text/markdown; charset=utf-8\n',
    );
    server = await startStaticServer({ root, base: '/p/' });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves pretty URLs like a static host', async () => {
    const response = await fetch(`${server.url}research`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('research');
  });

  it('serves a .md file as Markdown, and the type _headers gives a file over its extension’s', async () => {
    const type = async (file: string) => (await fetch(`${server.url}${file}`)).headers.get('content-type');
    expect(await type('research.md')).toBe('text/markdown; charset=utf-8');
    expect(await type('llms.txt')).toBe('text/markdown; charset=utf-8');
    expect(await type('robots.txt')).toBe('text/plain; charset=utf-8');
    // The not-found page keeps its own type, whatever the missing file's rules say.
    const missing = await fetch(`${server.url}gone.md`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers unknown paths and paths outside the base with 404.html and status 404', async () => {
    for (const url of [`${server.url}nope`, server.url.replace('/p/', '/other')]) {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('missing');
    }
  });
});

describe('startStaticServer with _redirects', () => {
  let root: string;
  const servers: RunningServer[] = [];
  const serve = async (options: { redirectsFile?: boolean } = {}) => {
    const server = await startStaticServer({ root, base: '/p/', ...options });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-'));
    await mkdir(path.join(root, 'old'));
    await writeFile(path.join(root, 'index.html'), 'home');
    await writeFile(path.join(root, 'old/index.html'), 'the page left at the old address');
    await writeFile(path.join(root, '404.html'), 'missing');
    await writeFile(path.join(root, '_redirects'), '# moved\n/p/old /p/new 301\n');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await rm(root, { recursive: true, force: true });
  });

  it('answers an old address with its redirect, before the file there, with or without a trailing slash', async () => {
    const server = await serve();
    for (const address of ['old', 'old/']) {
      const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/p/new');
    }
  });

  it('never serves _redirects itself', async () => {
    expect((await fetch(`${(await serve()).url}_redirects`)).status).toBe(404);
  });

  it('without it, serves the page at the old address, as a host that reads no _redirects does', async () => {
    const response = await fetch(`${(await serve({ redirectsFile: false })).url}old`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('the page left at the old address');
  });

  it('refuses a line it cannot follow, rather than half follow it', async () => {
    expect(() => parseRedirectsFile('/blog/* /news/:splat 301\n')).toThrow('_redirects line 1');
    expect(() => parseRedirectsFile('/old /new 200\n')).toThrow('_redirects line 1');
  });
});
