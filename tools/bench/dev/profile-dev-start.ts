// What runs before `npm start` can serve its first page, each step timed in turn in this process (the time npm and
// ensure-deps take before it is timed by profile-in-copy.ts); then, timed on their own, the parts the first page no
// longer waits for. Run with a project copy as the working directory
// (`node tools/bench/dev/profile-dev-start.ts` there: tools/bench/bench-dev.ts --profile
// does). Prints the steps as JSON, in milliseconds.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

// As scripts/dev-server.mjs starts `npm start`.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const steps: Record<string, number> = {};
const time = async <T>(name: string, step: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  const result = await step();
  steps[name] = Math.round(performance.now() - started);
  return result;
};

const root = process.cwd();
const { createServer } = await time('import Vite', () => import('vite'));
const server = await time('load vite.config.ts and its plugins, create the server', () =>
  createServer({ root, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } }),
);
await time('listen', () => server.listen());
const { serverEntryRunner } = await import('../../../src/node/server/server-entry-runner.ts');
const runServerModule = serverEntryRunner(server);
const { render } = (await time(
  'module graph: the server entry (layout, components, router, content/site.ts), beside what the config warms up',
  () => runServerModule('/src/node/render/entry-server.tsx'),
)) as typeof import('../../../src/node/render/entry-server.tsx');
const page = await time('compile and render /research', () => render('/research'));
const template = await readFile('index.html', 'utf8');
const { fillTemplate } = await import('../../../src/node/build/site-files.ts');
await time('transformIndexHtml (index.html), then the page put in', async () =>
  fillTemplate(await server.transformIndexHtml('/research', template), page.head, page.html),
);
await time('Tailwind: the stylesheet, when the browser asks for it (none left once the config warms it up)', () =>
  server.transformRequest('/src/styles/global.css'),
);
await server.close();

const siteSource = await readFile('content/site.ts', 'utf8');
await time('read content/site.ts, its parser loaded with it', async () => {
  const { readSiteSettings } = await import('../../../src/node/content-check/settings/site-settings.ts');
  return readSiteSettings(siteSource, 'content/site.ts').value;
});
const { checkContent } = await import('../../../src/node/content-check/index.ts');
await time('content check of every page, pictures included (first)', () => checkContent({ root }));
await time('content check of every page (again: what each edit runs)', () => checkContent({ root }));
console.log(JSON.stringify(steps, null, 2));
