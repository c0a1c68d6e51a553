import { describe, expect, it, vi } from 'vitest';
import {
  PREVIEW_VARIABLES,
  previewBranch,
  withoutPreviewVariables,
} from '../../../../src/node/build/preview-branch.ts';

/** A checkout on `branch`, which counts how often it is asked. */
const checkedOut = (branch: string | undefined) => vi.fn(() => branch);
const noGit = () => undefined;

describe('previewBranch', () => {
  it('builds for production with none of the hosts’ variables set, without asking git', () => {
    const git = checkedOut('copy/home');
    expect(previewBranch({}, git)).toBeUndefined();
    expect(previewBranch({ BASE_PATH: '/' }, git)).toBeUndefined();
    expect(git).not.toHaveBeenCalled();
  });

  describe('on Netlify', () => {
    it('is a preview of BRANCH in a deploy preview and a branch deploy', () => {
      expect(previewBranch({ CONTEXT: 'deploy-preview', BRANCH: 'copy/home', HEAD: 'other' }, noGit)).toBe('copy/home');
      expect(previewBranch({ CONTEXT: 'branch-deploy', BRANCH: 'staging' }, noGit)).toBe('staging');
    });

    it('takes HEAD when BRANCH is not set', () => {
      expect(previewBranch({ CONTEXT: 'deploy-preview', HEAD: 'copy/home' }, noGit)).toBe('copy/home');
    });

    it('is production in the production context, whatever else says preview', () => {
      const everything = {
        BRANCH: 'main',
        GITHUB_HEAD_REF: 'copy/home',
        CF_PAGES_BRANCH: 'copy/home',
        BASE_PATH: '/preview/x/',
      };
      expect(previewBranch({ CONTEXT: 'production', ...everything }, checkedOut('copy/home'))).toBeUndefined();
      expect(previewBranch({ CONTEXT: 'dev', ...everything }, checkedOut('copy/home'))).toBeUndefined();
    });

    it('has no branch to link to in a preview that names none', () => {
      expect(previewBranch({ CONTEXT: 'deploy-preview' }, checkedOut('copy/home'))).toBeUndefined();
    });
  });

  describe('on Cloudflare Pages', () => {
    it('is a preview of any branch but the production one, main unless PRODUCTION_BRANCH names another', () => {
      expect(previewBranch({ CF_PAGES_BRANCH: 'copy/home' }, noGit)).toBe('copy/home');
      expect(previewBranch({ CF_PAGES_BRANCH: 'main' }, noGit)).toBeUndefined();
      expect(previewBranch({ CF_PAGES_BRANCH: 'main', PRODUCTION_BRANCH: 'live' }, noGit)).toBe('main');
      expect(previewBranch({ CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: 'live' }, noGit)).toBeUndefined();
    });
  });

  describe('on GitHub Actions', () => {
    it('is a preview of a pull request’s branch, and production on a push (no GITHUB_HEAD_REF, or an empty one)', () => {
      expect(previewBranch({ GITHUB_HEAD_REF: 'copy/home' }, noGit)).toBe('copy/home');
      expect(previewBranch({ GITHUB_HEAD_REF: '' }, checkedOut('main'))).toBeUndefined();
    });
  });

  describe('under a path (BASE_PATH)', () => {
    it('is a preview of BRANCH, else HEAD, else the branch git has checked out', () => {
      expect(previewBranch({ BASE_PATH: '/preview/x/', BRANCH: 'copy/home' }, noGit)).toBe('copy/home');
      expect(previewBranch({ BASE_PATH: '/preview/x/', HEAD: 'copy/home' }, noGit)).toBe('copy/home');
      const git = checkedOut('copy/home');
      expect(previewBranch({ BASE_PATH: 'preview/x' }, git)).toBe('copy/home');
      expect(git).toHaveBeenCalledOnce();
    });

    it('has no branch to link to in a detached checkout', () => {
      expect(previewBranch({ BASE_PATH: '/preview/x/' }, checkedOut(undefined))).toBeUndefined();
    });

    it('follows the host’s own variables first', () => {
      expect(previewBranch({ BASE_PATH: '/preview/x/', GITHUB_HEAD_REF: 'copy/home', BRANCH: 'other' }, noGit)).toBe(
        'copy/home',
      );
    });
  });

  it('reads the environment with vi.stubEnv as the build does, from process.env', () => {
    vi.stubEnv('CONTEXT', 'deploy-preview');
    vi.stubEnv('BRANCH', 'copy/home');
    try {
      expect(previewBranch(process.env, noGit)).toBe('copy/home');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('withoutPreviewVariables', () => {
  it('leaves an environment previewBranch reads as production, with everything else kept', () => {
    const env = {
      PATH: '/usr/bin',
      CONTEXT: 'deploy-preview',
      BRANCH: 'x',
      HEAD: 'x',
      CF_PAGES_BRANCH: 'x',
      GITHUB_HEAD_REF: 'x',
      BASE_PATH: '/preview/x/',
    };
    const stripped = withoutPreviewVariables(env);
    expect(stripped).toEqual({ PATH: '/usr/bin' });
    expect(previewBranch(stripped, checkedOut('copy/home'))).toBeUndefined();
    for (const name of PREVIEW_VARIABLES) expect(stripped).not.toHaveProperty(name);
  });
});
