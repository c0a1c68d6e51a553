/** The not-found page logs the path that has no page (the spec's error catalogue), on every arrival. */
export function logNotFound(): void {
  if (!document.querySelector('[data-not-found]')) return;
  const log = () => console.error(`Page not found: ${window.location.pathname}`);
  log();
  window.addEventListener('pageshow', (event) => event.persisted && log());
}
