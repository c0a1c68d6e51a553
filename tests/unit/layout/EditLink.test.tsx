import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../content/site.ts';
import { SiteLayout } from '../../../src/layout/SiteLayout.tsx';
import { EditLinkContext, type EditLinkTarget } from '../../../src/lib/edit-link.ts';
import { routeRequest } from '../../../src/node/render/static-render.tsx';
import type { PageHandle } from '../../../src/pages.ts';

// The link's words in another language: they must come from the settings, not from the layout.
vi.mock('../../../content/site.ts', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('../../../content/site.ts')>();
  return {
    site: { ...site, editLink: { label: 'Diese Seite bearbeiten', repository: 'https://github.com/family-test/site' } },
  };
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page of content/guides/first.mdx in the layout, served under `basename`, rendered with `target`. */
async function render(target: EditLinkTarget | undefined, basename = '/') {
  const handle: PageHandle = { file: 'content/guides/first.mdx', notFound: false };
  const page: RouteObject = { path: '/guides/first', handle, element: <p>The page.</p> };
  const { element } = await routeRequest([{ Component: SiteLayout, children: [page] }], '/guides/first', basename);
  document.body.innerHTML = renderToString(<EditLinkContext value={target}>{element}</EditLinkContext>);
  return document.body.querySelector<HTMLAnchorElement>('main ~ footer a');
}

describe('the edit link', () => {
  it('is not there in a production build', async () => {
    expect(await render(undefined)).toBeNull();
    expect(document.body.textContent).not.toContain(site.editLink.label);
    expect(document.querySelector('main')?.textContent).toBe('The page.');
  });

  it('on a branch preview, opens the page’s own file in GitHub’s editor on the branch, in a new tab, after <main>', async () => {
    const link = await render({ kind: 'github', branch: 'copy/home' });
    expect(link?.getAttribute('href')).toBe(
      'https://github.com/family-test/site/edit/copy/home/content/guides/first.mdx',
    );
    expect([link?.target, link?.rel]).toEqual(['_blank', 'noopener noreferrer']);
    expect(link?.firstChild?.textContent).toBe('Diese Seite bearbeiten');
    expect(document.querySelector('main')?.textContent).toBe('The page.');
  });

  it('in the dev server, asks it to open the file in the editor, under the base path, in the same tab', async () => {
    const link = await render({ kind: 'editor', root: '/home/sam/family-site' }, '/preview/x/');
    const url = new URL(link!.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/preview/x/__open-in-editor');
    expect(url.searchParams.get('file')).toBe('/home/sam/family-site/content/guides/first.mdx:1:1');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(link?.textContent).toBe('Diese Seite bearbeiten');
  });
});
