// @vitest-environment node
// The hosting configs and the pull-request workflow must agree with what the build really does.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSupported, supportedRange } from '../../scripts/supported-node.mjs';

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
    expect(packageScripts.build).toBe('node scripts/build.ts');
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

/** The jobs of a GitHub workflow by name: each job's own text, from its `  name:` line to the next. */
function workflowJobs(workflow: string): Map<string, string> {
  const body = workflow.slice(workflow.indexOf('\njobs:\n'));
  const starts = [...body.matchAll(/^ {2}([\w-]+):\n/gm)];
  return new Map(starts.map((start, index) => [start[1]!, body.slice(start.index, starts[index + 1]?.index)]));
}

describe('pull-request workflow', () => {
  let workflow: string;
  let jobs: Map<string, string>;
  beforeAll(async () => {
    workflow = await readFile('.github/workflows/pr.yml', 'utf8');
    jobs = workflowJobs(workflow);
  });

  it('runs on pull requests in three jobs side by side: the content check, the tests, the visual review', () => {
    expect(workflow).toMatch(/^on:\n\s+pull_request:/m);
    expect([...jobs.keys()]).toEqual(['check', 'test', 'review']);
    // None waits for another: the review's pictures come while the browser tests still run.
    for (const [name, job] of jobs) expect(job, name).not.toMatch(/^\s+needs:/m);
  });

  it("installs the modules from npm's cache in each job, before its work", () => {
    for (const [name, job] of jobs) {
      expect(job, name).toMatch(/uses: actions\/setup-node@v\d+\n\s+with:\n\s+node-version: \d+\n\s+cache: npm/);
      const install = job.indexOf('node scripts/ensure-deps.mjs');
      expect(install, name).toBeGreaterThan(job.indexOf('actions/setup-node'));
      for (const work of ['npm run check', 'npm test', 'npm run build'])
        if (job.includes(work)) expect(install, name).toBeLessThan(job.indexOf(work));
    }
  });

  it('check: the content check with its line annotations, and no browser, build or test', () => {
    const check = jobs.get('check')!;
    expect(check).toContain('run: npm run check');
    expect(check).toContain('run: npm run lint && npm run format:check');
    expect(check).not.toMatch(/--browser|npm run build|npm test|npm run review/);
    // scripts/check.ts prints a workflow command per problem (its line annotation) on GitHub Actions.
    return readFile('scripts/check.ts', 'utf8').then((script) =>
      expect(script).toMatch(/GITHUB_ACTIONS === 'true'[\s\S]*workflowCommands/),
    );
  });

  it('test: the suite, and nothing of the review', () => {
    const test = jobs.get('test')!;
    expect(test).toContain('run: npm test');
    expect(test).not.toMatch(/npm run build|npm run review/);
  });

  it('review: a build for the branch path, then the visual review, without the suite', () => {
    const review = jobs.get('review')!;
    expect(review).not.toContain('npm test');
    const order = ['scripts/preview-base-path.ts', 'npm run build', 'npm run review'].map((step) =>
      review.indexOf(step),
    );
    expect(order.every((index) => index > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(review).toMatch(/BASE_PATH: \$\{\{ steps\.preview\.outputs\.base \}\}\n\s+run: npm run build/);
  });

  it("reviews against the pull request's base, with the history to build it", () => {
    const review = jobs.get('review')!;
    expect(review).toMatch(/uses: actions\/checkout@v\d+\n\s+with:\n(\s+#[^\n]*\n)*\s+fetch-depth: 0/);
    expect(review).toMatch(
      /BASE_REF: origin\/\$\{\{ github\.base_ref \}\}\n\s+run: npm run review -- --base "\$BASE_REF"/,
    );
  });

  it('uploads the built site and the review, and puts the review table in the job summary', () => {
    const review = jobs.get('review')!;
    expect(review).toMatch(/uses: actions\/upload-artifact@v\d+\n\s+with:\n\s+name: site-[^\n]*\n\s+path: dist\//);
    expect(review).toMatch(/uses: actions\/upload-artifact@v\d+\n\s+with:\n\s+name: review-[^\n]*\n\s+path: review\//);
    expect(review).toContain('cat review/summary.md >> "$GITHUB_STEP_SUMMARY"');
  });

  it('keeps the picture copies, the cut fonts and the social images between runs, restored after the install, in every job', () => {
    for (const name of ['check', 'test', 'review']) {
      const job = jobs.get(name)!;
      const step =
        /- name: Build caches[^\n]*\n\s+uses: actions\/cache@v\d+\n\s+with:\n\s+path: \|\n((?:\s+node_modules\/\.cache\/[\w-]+\n)+)\s+key: ([^\n]+)\n\s+restore-keys: ([^\n]+)/.exec(
          job,
        );
      expect(step, `the cache step of ${name}`).not.toBeNull();
      expect(step![1]!.trim().split(/\s+/)).toEqual([
        'node_modules/.cache/site-images',
        'node_modules/.cache/font-subsets',
        'node_modules/.cache/social-images',
      ]);
      // Keyed on what they are made from; the newest earlier cache is restored when that changed.
      for (const input of ['public/**', 'content/**', 'package-lock.json']) expect(step![2]).toContain(`'${input}'`);
      expect(step![2]!.startsWith(step![3]!.trim())).toBe(true);
      // npm ci empties node_modules: the caches come back after it.
      expect(job.indexOf('scripts/ensure-deps.mjs')).toBeLessThan(step!.index);
    }
  });

  it('only uses scripts that exist', () => {
    for (const [, script] of workflow.matchAll(/npm run ([\w:-]+)/g))
      expect(packageScripts, script).toHaveProperty(script!);
  });
});

describe('the Node every place builds with', () => {
  /** The versions .ci/run brings, in its order: the one npm test runs on, then the oldest engines allows. */
  const ciVersions = async () =>
    (await readFile('.ci/node-versions', 'utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
  const major = (version: string) => version.split('.')[0];

  it("is one major wherever a host or the workflow names it, the one CI's npm test runs on, and engines allows it", async () => {
    const [tested] = await ciVersions();
    const workflow = await readFile('.github/workflows/pr.yml', 'utf8');
    const named = [
      ...[...workflow.matchAll(/node-version: (\S+)/g)].map((match) => match[1]!),
      ...tomlValues(await readFile('netlify.toml', 'utf8'), 'NODE_VERSION'),
      // Cloudflare Pages reads it from this file (wrangler.toml says so).
      (await readFile('.node-version', 'utf8')).trim(),
    ];
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const version of named) expect(version).toBe(major(tested!));
    expect(isSupported(tested!), `${tested} against ${supportedRange}`).toBe(true);
  });

  it('is checked in CI on the oldest Node engines allows too', async () => {
    const [, oldest] = await ciVersions();
    expect(isSupported(oldest!), `${oldest} against ${supportedRange}`).toBe(true);
    // The floor itself: the version before it is refused.
    const [first, second, patch] = oldest!.split('.').map(Number);
    const before = patch! > 0 ? `${first}.${second}.${patch! - 1}` : `${first}.${second! - 1}.99`;
    expect(isSupported(before), `${before} against ${supportedRange}`).toBe(false);
  });
});
