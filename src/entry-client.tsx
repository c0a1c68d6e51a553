import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ROUTER_BASENAME } from './lib/base-url.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { pageFor } from './pages.ts';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root')!;
  // Load this URL's page before hydrating, so the first render matches the pre-rendered HTML at once.
  const pathname = window.location.pathname.slice(ROUTER_BASENAME.length) || '/';
  await pageFor(pathname).load();
  const app = (
    <StrictMode>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <SiteLayout />
      </BrowserRouter>
    </StrictMode>
  );
  // The production build ships pre-rendered HTML to hydrate; the dev server starts from an empty root.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
