import { describe, expect, it } from 'vitest';
import { previewBasePath } from '../../../../src/node/server/preview-base-path.ts';

describe('previewBasePath', () => {
  it('turns a branch name into a path a static host can serve', () => {
    expect(previewBasePath('issue-6')).toBe('/preview/issue-6/');
    expect(previewBasePath('feature/New Copy_for Home!')).toBe('/preview/feature-new-copy-for-home/');
    expect(previewBasePath('refs/heads/main')).toBe('/preview/main/');
  });

  it('can put previews under another folder, as GitHub Pages project sites need', () => {
    expect(previewBasePath('copy/research', '/family-site/preview/')).toBe('/family-site/preview/copy-research/');
  });

  it('keeps paths short and refuses a name with nothing usable', () => {
    expect(previewBasePath('a'.repeat(100)).length).toBe('/preview/'.length + 60 + 1);
    expect(() => previewBasePath('///')).toThrow(/Cannot make a preview path/);
  });
});
