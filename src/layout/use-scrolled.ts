import { useEffect, useState } from 'react';

/**
 * Whether the page has scrolled more than `threshold` pixels. False on the server and during
 * hydration, so the pre-rendered header always matches; the real value follows on mount.
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
