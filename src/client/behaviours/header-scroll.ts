/** Scroll distance (px) after which the header turns into a white translucent bar (the spec's 10 px). */
export const SCROLL_THRESHOLD = 10;

/** Marks the header `data-scrolled="true"` past the threshold; the look is CSS. */
export function trackHeaderScroll(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const update = () => {
    const scrolled = String(window.scrollY > SCROLL_THRESHOLD);
    // Written only when it changes: each write makes the browser restyle the header.
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}
