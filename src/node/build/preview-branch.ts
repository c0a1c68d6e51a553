import { normaliseBasePath } from '../../lib/base-path.ts';

/** The build's environment, as `process.env` has it. */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

/**
 * Every variable previewBranch reads: a build that must be a production one (the visual review's, the end-to-end
 * tests' production site) is run without them, whatever host or pull request it runs on.
 */
export const PREVIEW_VARIABLES = [
  'CONTEXT',
  'BRANCH',
  'HEAD',
  'CF_PAGES_BRANCH',
  'PRODUCTION_BRANCH',
  'GITHUB_HEAD_REF',
  'BASE_PATH',
] as const;

/** Cloudflare Pages names no production branch in the build's environment: this one, unless PRODUCTION_BRANCH says. */
const CLOUDFLARE_PRODUCTION_BRANCH = 'main';

const named = (value: string | undefined) => value?.trim() || undefined;

/**
 * The branch a build is a preview of, from what each host sets, or undefined for a production build:
 *
 * - Netlify: `CONTEXT` `deploy-preview` or `branch-deploy`, the branch in `BRANCH` (or `HEAD`). Any other context
 *   (`production`, `dev`) is not a preview, whatever else is set.
 * - Cloudflare Pages: `CF_PAGES_BRANCH`, unless it is the project's production branch. The build is not told which
 *   that is, so it is `PRODUCTION_BRANCH` when set, else `main`.
 * - GitHub Actions: `GITHUB_HEAD_REF`, which only a pull request's run sets.
 * - A build under a path (`BASE_PATH=/preview/x/`): the branch in `BRANCH` or `HEAD`, else the one git has checked
 *   out (`gitBranch`, asked only then). With neither (a detached checkout), no branch to edit on: not a preview.
 */
export function previewBranch(env: BuildEnv, gitBranch: () => string | undefined): string | undefined {
  const context = named(env.CONTEXT);
  if (context)
    return context === 'deploy-preview' || context === 'branch-deploy'
      ? (named(env.BRANCH) ?? named(env.HEAD))
      : undefined;
  const cloudflare = named(env.CF_PAGES_BRANCH);
  if (cloudflare)
    return cloudflare === (named(env.PRODUCTION_BRANCH) ?? CLOUDFLARE_PRODUCTION_BRANCH) ? undefined : cloudflare;
  const pullRequest = named(env.GITHUB_HEAD_REF);
  if (pullRequest) return pullRequest;
  if (normaliseBasePath(env.BASE_PATH) === '/') return undefined;
  return named(env.BRANCH) ?? named(env.HEAD) ?? named(gitBranch());
}

/** The environment without the variables that make a build a preview: for a build that must be production's. */
export function withoutPreviewVariables(env: BuildEnv): Record<string, string | undefined> {
  const kept: Record<string, string | undefined> = { ...env };
  for (const name of PREVIEW_VARIABLES) delete kept[name];
  return kept;
}
