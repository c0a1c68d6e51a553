/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Smooth-scrolls to the element a `#hash` names (clear of the fixed header, through the page's
 * scroll-padding) and records the hash in the address bar without adding a history entry.
 * Returns false when the page has no such element.
 */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Replace, not push: the router keeps its own entry, and Back leaves the page rather than the section.
  window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}
