import { renderToString } from 'react-dom/server';
import { data, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeRequest } from '../../../../src/node/render/static-render.tsx';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

/** A layout with a lazy page and a lazy catch-all answering 404, as src/routes.tsx builds them. */
const routes: RouteObject[] = [
  {
    Component: () => (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { path: '/guides/first', lazy: async () => ({ Component: Where, loader: () => ({ title: 'First' }) }) },
      {
        path: '*',
        lazy: async () => ({
          // biome-ignore lint/correctness/noComponentHookFactories: a route's component, as React Router's lazy() hands it over
          Component: () => <p>missing</p>,
          loader: () => data({ title: 'Missing' }, { status: 404 }),
        }),
      },
    ],
  },
];

describe('routeRequest', () => {
  it("loads the matched page's lazy route, runs its loader and renders it inside the layout, under the base path", async () => {
    const { context, element } = await routeRequest(routes, '/guides/first', '/preview/x/');
    expect(context.statusCode).toBe(200);
    expect(context.loaderData[context.matches.at(-1)!.route.id]).toEqual({ title: 'First' });
    expect(renderToString(element)).toBe('<main><p>at <!-- -->/guides/first</p></main>');
  });

  it('answers an address no page has with the catch-all and its status', async () => {
    const { context, element } = await routeRequest(routes, '/no-such-page', '/');
    expect(context.statusCode).toBe(404);
    expect(renderToString(element)).toBe('<main><p>missing</p></main>');
  });

  it('hands the static router only the routes it renders, so a page costs the same on a site of a thousand pages', async () => {
    const { element } = await routeRequest(routes, '/guides/first', '/');
    const { router } = element.props as { router: { routes: RouteObject[] } };
    expect(router.routes).toHaveLength(1);
    expect(router.routes[0]!.children!.map((route) => route.path)).toEqual(['/guides/first']);
    // An index page (the home page) keeps its own shape: an index route may have no children.
    const home = await routeRequest([{ Component: Outlet, children: [{ index: true, Component: Where }] }], '/', '/');
    expect(renderToString(home.element)).toBe('<p>at <!-- -->/</p>');
  });

  it('throws what a page module threw, rather than rendering an error page', async () => {
    const broken = new Error('content/x.mdx:3:1  <Card> is never closed.');
    const failing: RouteObject[] = [{ path: '*', lazy: () => Promise.reject(broken) }];
    await expect(routeRequest(failing, '/x', '/')).rejects.toBe(broken);
  });
});
