import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDED_PAGE } from './support/added-page.ts';
import { photoSite } from './support/sites.ts';

// Adding one MDX file is all it takes to add a page: no route list, no sitemap list to edit. The page is added to the
// copy of the project the global setup fills with photos (support/added-page.ts), so the builds the other tests read
// never see it, and no build is made for this test alone.
describe('a new file in content/', () => {
  it('becomes a pre-rendered page with its head and a sitemap entry, nested folders included', async () => {
    const { dir } = photoSite();
    const html = await readFile(path.join(dir, ADDED_PAGE.route, 'index.html'), 'utf8');
    expect(html).toContain(`<title>${ADDED_PAGE.title}</title>`);
    expect(html).toContain(ADDED_PAGE.text);
    const sitemap = await readFile(path.join(dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`/${ADDED_PAGE.route}</loc>`);
  });
});
