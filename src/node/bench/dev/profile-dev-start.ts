// What runs before `npm start` can serve its first page, each step timed on its own in this process (run with the
// project copy as the working directory: `node <project>/scripts/run-typescript.mjs <this file>`). Printed as JSON.
import { performance } from 'node:perf_hooks';

const steps: Record<string, number> = {};
const time = async <T>(name: string, step: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  const result = await step();
  steps[name] = Math.round(performance.now() - started);
  return result;
};

const root = process.cwd();
const { createServer } = await time('import vite', () => import('vite'));
const server = await time('load vite.config.ts and its plugins, create the server', () =>
  createServer({ root, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } }),
);
await time('listen', () => server.listen());
const { readSiteSettings } = await time('TypeScript compiler API: load it (with the settings reader)', () => import('../../content-check/settings/site-settings.ts'));
const { readFile } = await import('node:fs/promises');
const siteSource = await readFile('content/site.ts', 'utf8');
await time('TypeScript compiler API: read content/site.ts', () => readSiteSettings(siteSource, 'content/site.ts'));
const { checkContent } = await time('content check: load its code', () => import('../../content-check/index.ts'));
await time('content check of every page (first)', () => checkContent({ root }));
await time('content check of every page (again)', () => checkContent({ root }));
const { render } = await time('module graph: load the server entry (layout, components, router)', () =>
  server.ssrLoadModule('/src/node/render/entry-server.tsx'),
);
const page = await time('render /research (its page compiled, with the dev check)', () => render('/research'));
const template = await readFile('index.html', 'utf8');
const { fillTemplate } = await import('../../build/site-files.ts');
await time('transformIndexHtml', () => server.transformIndexHtml('/research', fillTemplate(template, page.head, page.html)));
await time('Tailwind: the stylesheet the page links', () => server.transformRequest('/src/styles/global.css'));
await server.close();
console.log(JSON.stringify(steps, null, 2));
