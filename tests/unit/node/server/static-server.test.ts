// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers unknown paths and paths outside the base with 404.html and status 404', async () => {
    for (const url of [`${server.url}nope`, server.url.replace('/p/', '/other')]) {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('missing');
    }
  });
});
