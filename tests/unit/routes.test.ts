import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PageHandle } from '../../src/pages.ts';
import { routes } from '../../src/routes.tsx';

describe('the route table', () => {
  const [layout] = routes;

  it('is one layout route with a child route per file in content/, 404.mdx as the catch-all', () => {
    expect(routes).toHaveLength(1);
    const children = layout!.children!.map((route) => ({ path: route.path, handle: route.handle as PageHandle }));
    expect(children).toEqual(
      expect.arrayContaining([
        { path: '/', handle: { file: 'content/index.mdx', notFound: false } },
        { path: '/research', handle: { file: 'content/research.mdx', notFound: false } },
        { path: '*', handle: { file: 'content/404.mdx', notFound: true } },
      ]),
    );
    const contentFiles = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.mdx'),
    );
    expect(children).toHaveLength(contentFiles.length);
  });

  it('loads each page only when it is rendered', () => {
    for (const route of layout!.children!) expect(route.lazy).toBeTypeOf('function');
  });
});
