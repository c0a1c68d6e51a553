import { describe, expect, it } from 'vitest';
import { editLinkHref } from '../../../src/lib/edit-link.ts';

const repository = 'https://github.com/family-test/site';

describe('editLinkHref', () => {
  it('opens the file in GitHub’s web editor on the branch', () => {
    expect(editLinkHref({ kind: 'github', branch: 'copy-home' }, 'content/research.mdx', repository)).toBe(
      'https://github.com/family-test/site/edit/copy-home/content/research.mdx',
    );
  });

  it('keeps a branch’s and a folder’s slashes as GitHub writes them, and escapes the rest', () => {
    expect(
      editLinkHref({ kind: 'github', branch: 'copy/new home#2' }, 'content/guides/first step.mdx', `${repository}/`),
    ).toBe('https://github.com/family-test/site/edit/copy/new%20home%232/content/guides/first%20step.mdx');
  });

  it('in the dev server, asks it to open the file from the project’s folder, at its first line', () => {
    const href = editLinkHref({ kind: 'editor', root: '/home/sam/family-site/' }, 'content/research.mdx', repository);
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/__open-in-editor');
    expect(url.searchParams.get('file')).toBe('/home/sam/family-site/content/research.mdx:1:1');
    // Written from the site's root, so that a link of the site puts it under the base path.
    expect(href.startsWith('/')).toBe(true);
  });
});
