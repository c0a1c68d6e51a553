// @vitest-environment node
// The hosting configs and the pull-request workflow must agree with what the build really does.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';

let packageScripts: Record<string, string>;
beforeAll(async () => {
  packageScripts = JSON.parse(await readFile('package.json', 'utf8')).scripts;
});

/** `key = "value"` from a TOML file (flat keys only: all these files use). */
const tomlValues = (toml: string, key: string) =>
  [...toml.matchAll(new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'gm'))].map((match) => match[1]);

describe('static host configs', () => {
  it('netlify.toml builds with npm run build and publishes the folder the build writes', async () => {
    const toml = await readFile('netlify.toml', 'utf8');
    expect(tomlValues(toml, 'publish')).toEqual(['dist']);
    for (const command of tomlValues(toml, 'command')) expect(command).toBe('npm run build');
    expect(packageScripts.build).toBe('node scripts/run-typescript.mjs scripts/build.ts');
    expect(await readFile('scripts/build.ts', 'utf8')).toMatch(/process\.env\.OUT_DIR \?\? 'dist'/);
  });

  it('wrangler.toml points Cloudflare Pages at the same folder', async () => {
    expect(tomlValues(await readFile('wrangler.toml', 'utf8'), 'pages_build_output_dir')).toEqual(['dist']);
  });

  it('the build stops on a content error before it renders a page, so a host never deploys broken content', async () => {
    // The check runs inside Vite's server build (src/node/build/vite-builds.ts), which returns its problems.
    const build = await readFile('scripts/build.ts', 'utf8');
    const stop = build.indexOf('if (hasErrors(problems))');
    expect(stop).toBeGreaterThan(build.indexOf("run<ViteBuildsResult>('viteBuilds'"));
    expect(stop).toBeLessThan(build.indexOf('await prerender('));
  });
});

describe('pull-request workflow', () => {
  let workflow: string;
  beforeAll(async () => {
    workflow = await readFile('.github/workflows/pr.yml', 'utf8');
  });

  it('runs on pull requests: tests, then a build for the branch path, then the visual review', () => {
    expect(workflow).toMatch(/^on:\n\s+pull_request:/m);
    const order = ['npm test', 'scripts/preview-base-path.ts', 'npm run build', 'npm run review'].map((step) => workflow.indexOf(step));
    expect(order.every((index) => index > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(workflow).toMatch(/BASE_PATH: \$\{\{ steps\.preview\.outputs\.base \}\}\n\s+run: npm run build/);
  });

  it("reviews against the pull request's base, with the history to build it", () => {
    expect(workflow).toMatch(/uses: actions\/checkout@v4\n\s+with:\n(\s+#[^\n]*\n)*\s+fetch-depth: 0/);
    expect(workflow).toMatch(/BASE_REF: origin\/\$\{\{ github\.base_ref \}\}\n\s+run: npm run review -- --base "\$BASE_REF"/);
  });

  it('uploads the built site and the review, and puts the review table in the job summary', () => {
    expect(workflow).toMatch(/uses: actions\/upload-artifact@v4\n\s+with:\n\s+name: site-[^\n]*\n\s+path: dist\//);
    expect(workflow).toMatch(/uses: actions\/upload-artifact@v4\n\s+with:\n\s+name: review-[^\n]*\n\s+path: review\//);
    expect(workflow).toContain('cat review/summary.md >> "$GITHUB_STEP_SUMMARY"');
  });

  it('keeps the picture copies, the cut fonts and the social images between runs, restored after the install', () => {
    const step = /- name: Build caches[^\n]*\n\s+uses: actions\/cache@v4\n\s+with:\n\s+path: \|\n((?:\s+node_modules\/\.cache\/[\w-]+\n)+)\s+key: ([^\n]+)\n\s+restore-keys: ([^\n]+)/.exec(workflow);
    expect(step, 'the cache step').not.toBeNull();
    expect(step![1]!.trim().split(/\s+/)).toEqual(['node_modules/.cache/site-images', 'node_modules/.cache/font-subsets', 'node_modules/.cache/social-images']);
    // Keyed on what they are made from; the newest earlier cache is restored when that changed.
    for (const input of ['public/**', 'content/**', 'package-lock.json']) expect(step![2]).toContain(`'${input}'`);
    expect(step![2]!.startsWith(step![3]!.trim())).toBe(true);
    // npm ci empties node_modules: the caches come back after it.
    expect(workflow.indexOf('scripts/ensure-deps.mjs')).toBeLessThan(step!.index);
  });

  it('only uses scripts that exist', () => {
    for (const [, script] of workflow.matchAll(/npm run ([\w:-]+)/g)) expect(packageScripts, script).toHaveProperty(script!);
  });
});
