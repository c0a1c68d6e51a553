const toTop = () => window.scrollTo({ top: 0, behavior: 'instant' });

/**
 * A page marked `data-opens-at-top` opens at its top however it is reached: a link, a reload or Back/Forward (where
 * the browser would restore the reader's last position). A link to one of its sections (#…) still lands there.
 *
 * It never moves the page when this script runs: that is after the first paint, when a reader may already be
 * scrolling. The browser does the work instead. `history.scrollRestoration` belongs to the session history entry,
 * so set to `manual` on the page's first showing it holds for that entry's reload and for Back/Forward to it, which
 * then open at the top before any script. A page restored from the back-forward cache comes back where it was left,
 * and is taken to its top as it is shown (`pageshow`), before the reader can touch it.
 */
export function openAtTop(): void {
  if (!document.querySelector('[data-opens-at-top]')) return;
  history.scrollRestoration = 'manual';
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !window.location.hash) toTop();
  });
}
