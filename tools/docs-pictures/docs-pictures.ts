// npm run docs:pictures: a picture of each component for its page of the writing guide. Each component's own
// example (its section's ```mdx block in docs/writing/components/) becomes a page in a copy of the project, the copy is
// built with the real build and served like a static host, and headless Chromium photographs each example, cut to
// it, into docs/writing/components/pictures/<Name>.png. tests/unit/docs/component-pictures.test.ts holds every
// component in the MDX component map to its picture and its page to showing it.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findTestChrome, testChromeArgs } from '../../scripts/find-chrome.mjs';
import { COMPONENT_DOCS, componentExamples, pictureFile } from './component-examples.ts';
import { componentPicture } from './component-picture.ts';
import { examplePage, examplePageFile } from './example-page.ts';
import { copyProject } from '../fixtures/project-copy.ts';
import { startStaticServer } from '../../src/node/server/static-server.ts';
import { openStableContext } from '../review/stable-screenshot.ts';

/** Wide enough for every component's wide-screen layout (cards side by side, the reading layout's two columns). */
const VIEWPORT = { width: 1024, height: 800 };

function build(cwd: string, outDir: string): Promise<void> {
  const child = spawn(process.execPath, ['scripts/build.ts'], {
    cwd,
    env: { ...process.env, OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(output);
      reject(new Error('The build of the examples failed: its output is above.'));
    });
  });
}

const examples = await componentExamples();
const project = path.join(tmpdir(), `docs-pictures-${process.pid}`);
const executablePath = findTestChrome();
if (!executablePath) throw new Error('No Chromium found: run npm test once (it installs one), or set CHROME_PATH.');
try {
  await copyProject(project);
  const pages = examples.map(({ name, mdx }) => ({ name, file: examplePageFile(name), ...examplePage(name, mdx) }));
  for (const { file, source } of pages) {
    await mkdir(path.dirname(path.join(project, 'content', file)), { recursive: true });
    await writeFile(path.join(project, 'content', file), source);
  }
  const outDir = path.join(project, 'dist');
  console.log(`Building ${pages.length} example pages…`);
  await build(project, outDir);
  const server = await startStaticServer({ root: outDir });
  const browser = await chromium.launch({ executablePath, args: testChromeArgs });
  try {
    const context = await openStableContext(browser, VIEWPORT);
    const page = await context.newPage();
    await mkdir(path.join(COMPONENT_DOCS, 'pictures'), { recursive: true });
    for (const { name, file, after } of pages) {
      const picture = await componentPicture(page, new URL(file.replace(/\.mdx$/, ''), server.url).href, after);
      await writeFile(path.join(COMPONENT_DOCS, pictureFile(name)), picture);
      console.log(`${pictureFile(name)}  ${(picture.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(project, { recursive: true, force: true });
}
