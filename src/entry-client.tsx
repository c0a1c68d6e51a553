import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { ROUTER_BASENAME } from './lib/base-url.ts';
import { routes } from './routes.tsx';
import './styles/global.css';

/**
 * Loads the page modules the current URL needs before hydrating: hydrating while a lazy route is still
 * loading would render the page twice, without a warning.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location, ROUTER_BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

declare global {
  interface Window {
    __getReactRefreshIgnoredExports?: (module: { id: string }) => string[];
  }
}

// In the dev server, a page's `frontmatter` export must not stop React Fast Refresh: without this an MDX
// edit reloads the whole page instead of swapping the copy in place.
if (import.meta.hot) {
  window.__getReactRefreshIgnoredExports = ({ id }) => (id.endsWith('.mdx') ? ['frontmatter'] : []);
}

async function start() {
  const container = document.getElementById('root')!;
  await loadMatchedRoutes();
  const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The production build ships pre-rendered HTML to hydrate; the dev server starts from an empty root.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
