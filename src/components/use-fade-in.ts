import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../lib/scroll-to-hash.ts';

/** How much of a section must be on screen before it fades in: 10%. */
export const FADE_IN_THRESHOLD = 0.1;

/**
 * `'waiting'` while a section below the fold waits to be scrolled to; `'shown'` otherwise.
 *
 * Server and first client render both say `'shown'`, so the HTML is readable without JavaScript and
 * hydration matches. After hydration, only a section that is wholly out of view is set waiting (so
 * nothing on screen blinks), and it is shown once 10% of it is visible. With `prefers-reduced-motion:
 * reduce`, or without IntersectionObserver, nothing ever waits.
 */
export function useFadeIn(ref: RefObject<HTMLElement | null>): 'waiting' | 'shown' {
  const [state, setState] = useState<'waiting' | 'shown'>('shown');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) return;

    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= FADE_IN_THRESHOLD)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: FADE_IN_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return state;
}
