/** How much of a section must be on screen before it fades in: 10%. */
export const FADE_IN_THRESHOLD = 0.1;

/**
 * A section's copy (`.fade-in`) fades in when 10% of its band (the <section> around it) is on screen. The
 * HTML says `shown`, so without JavaScript, in print and with reduced motion nothing is ever hidden; only
 * a section wholly out of view when the page starts is set `waiting`, so nothing on screen blinks.
 */
export function fadeInSections(): void {
  if (typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const copyOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < FADE_IN_THRESHOLD) continue;
        copyOf.get(entry.target)!.dataset.fade = 'shown';
        observer.unobserve(entry.target);
      }
    },
    { threshold: FADE_IN_THRESHOLD },
  );
  for (const copy of document.querySelectorAll<HTMLElement>('.fade-in')) {
    const band = copy.closest('section') ?? copy;
    const { top, bottom } = band.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) continue;
    copy.dataset.fade = 'waiting';
    copyOf.set(band, copy);
    observer.observe(band);
  }
}
