import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAt } from '../routed.tsx';

// The skip link's words in another language: they must come from the settings, not from the layout.
vi.mock('../../../content/site.ts', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('../../../content/site.ts')>();
  return { site: { ...site, skipLink: 'Zum Inhalt springen' } };
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SiteLayout', () => {
  it('starts every page with the settings’ skip link, which jumps to the page’s main content', async () => {
    document.body.innerHTML = renderToString(await pageAt('/keynote', <p>The page.</p>));
    const first = document.body.querySelector('a');
    expect([first?.textContent, first?.getAttribute('href')]).toEqual(['Zum Inhalt springen', '#main']);
    expect(document.querySelector('main#main')?.textContent).toBe('The page.');
  });
});
