// @vitest-environment node
// Tailwind's Vite plugin behind its stand-in, in a real Vite dev server: the first stylesheet loads it and comes out
// generated from the classes the project uses.
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { tailwindOnFirstStylesheet } from '../../../../src/node/styles/tailwind-on-first-stylesheet.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

let server: ViteDevServer | undefined;
afterEach(() => server?.close());

it('generates the stylesheet with Tailwind once the first stylesheet is asked for', async () => {
  const root = await temporaryFolder('tailwind-stand-in-');
  await mkdir(path.join(root, 'src'));
  await writeFile(path.join(root, 'src/style.css'), "@import 'tailwindcss' source(none);\n@source './';\n");
  await writeFile(path.join(root, 'src/page.html'), '<p class="underline">Hello</p>\n');
  // Tailwind resolves its own package from the project: the test's project borrows this one's.
  await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'));
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
    plugins: [tailwindOnFirstStylesheet()],
  });
  const first = await server.transformRequest('/src/style.css');
  expect(first?.code).toContain('text-decoration-line: underline');
  expect(first?.code).not.toContain('@import');
});
