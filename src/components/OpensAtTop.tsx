import { useEffect } from 'react';

/**
 * Makes the page open at its top however it is reached: a reload or a Back visit would otherwise restore
 * the old scroll position. A link to one of the page's sections (#…) still lands on that section.
 * A passive effect, so it runs after the router's own scroll restoration.
 */
export function OpensAtTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return null;
}
