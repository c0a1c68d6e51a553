import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Makes the page open at its top however it is reached: a link, Back or Forward (where the site would
 * otherwise return to the reader's last position) or a reload (where the browser may restore it once the
 * page has loaded). A link to one of the page's sections (#…) still lands on that section.
 */
export function OpensAtTop() {
  // Every arrival, including Back to a page that never left the screen because the next was still loading.
  const { key } = useLocation();
  useEffect(() => {
    if (window.location.hash) return;
    // A passive effect runs after the layout's scroll restoration, so this has the last word.
    window.scrollTo(0, 0);
    const toTop = () => window.scrollTo(0, 0);
    if (document.readyState !== 'complete') window.addEventListener('load', toTop, { once: true });
    return () => window.removeEventListener('load', toTop);
  }, [key]);
  return null;
}
