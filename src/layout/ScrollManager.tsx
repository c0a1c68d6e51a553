import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Where the page scrolls after a navigation, as a browser does for plain pages: a new page opens at the
 * top, a link with a #hash lands on its target (clear of the fixed header through scroll-padding), and
 * Back, Forward and reload return to where the reader was on that history entry.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(location.key);

  // Remember each history entry's position as the reader scrolls, and keep it across reloads.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current = { ...readPositions(), ...positions.current };
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current[currentKey.current] = window.scrollY;
      });
    };
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Runs once the new page is on screen (navigation commits together with the page it leads to).
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = (positions.current[location.key] ?? readPositions()[location.key]);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
