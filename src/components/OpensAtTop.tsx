import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext as RouterStateContext } from 'react-router-dom';

/**
 * Makes the page open at its top however it is reached. The router remembers where a reader left a
 * page and restores it on Back and on reload (a commit or two after the page mounts); the browser may
 * restore it on reload too, once the page has loaded. This undoes each. A link to one of the page's
 * sections (#…) still lands on that section.
 */
export function OpensAtTop() {
  const restoring = useContext(RouterStateContext)?.restoreScrollPosition;

  useEffect(() => {
    if (window.location.hash) return;
    const toTop = () => window.scrollTo(0, 0);
    if (document.readyState !== 'complete') window.addEventListener('load', toTop, { once: true });
    return () => window.removeEventListener('load', toTop);
  }, []);

  // A passive effect runs after the router's scroll restoration, a layout effect in the same commit.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [restoring]);

  return null;
}
