import { describe, expect, it } from 'vitest';
import { routePathForFile } from '../../../src/lib/route-path.ts';

describe('routePathForFile', () => {
  it.each([
    ['/content/index.mdx', '/'],
    ['/content/research.mdx', '/research'],
    ['/content/uaeworkshop.mdx', '/uaeworkshop'],
    ['/content/guides/index.mdx', '/guides'],
    ['/content/guides/first-evening.mdx', '/guides/first-evening'],
    ['/content/404.mdx', '*'],
  ])('%s → %s', (file, route) => {
    expect(routePathForFile(file)).toBe(route);
  });

  it('rejects files outside content/', () => {
    expect(() => routePathForFile('/src/page.mdx')).toThrow('Not a content page: /src/page.mdx');
  });
});
