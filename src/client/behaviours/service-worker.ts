import { BASE_URL } from '../../lib/base-url.ts';
import { SERVICE_WORKER_URL, trustedWorkerUrl } from '../trusted-html.ts';

/**
 * Registers the service worker that keeps the Lighthouse guide for a visit without a connection (src/worker/).
 * Only after the page's `load` and then an idle moment: the worker's install downloads the guide's files, which
 * must not share the connection with anything the page itself still needs.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(trustedWorkerUrl(SERVICE_WORKER_URL), { scope: BASE_URL }).catch(() => {
      // A browser that refuses workers here (a private window, storage turned off) shows the site as before.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
