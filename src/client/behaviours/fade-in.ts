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
  // Every band is measured before any copy is hidden: a measurement after a change would make the browser work
  // out the page's style again, once per section, in the task that follows the first paint.
  const outOfView = [...document.querySelectorAll<HTMLElement>('.fade-in')]
    .map((copy) => ({ copy, band: copy.closest('section') ?? copy }))
    .filter(({ band }) => {
      const { top, bottom } = band.getBoundingClientRect();
      return !(top < window.innerHeight && bottom > 0);
    });
  for (const { copy, band } of outOfView) {
    copy.dataset.fade = 'waiting';
    copyOf.set(band, copy);
    observer.observe(band);
  }
}
