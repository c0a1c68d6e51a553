const toTop = () => window.scrollTo({ top: 0, behavior: 'instant' });

/**
 * A page marked `data-opens-at-top` opens at its top however it is reached: a link, a reload (where the
 * browser would restore the old position) or Back/Forward from the back-forward cache. A link to one of
 * its sections (#…) still lands on that section.
 */
export function openAtTop(): void {
  if (!document.querySelector('[data-opens-at-top]')) return;
  history.scrollRestoration = 'manual';
  if (!window.location.hash) toTop();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !window.location.hash) toTop();
  });
}
