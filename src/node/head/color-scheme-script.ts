import { SCHEME_STORAGE_KEY } from '../../lib/color-scheme.ts';

/**
 * The one script that runs before the first paint: a scheme chosen in the header (kept in localStorage) is put on
 * <html> as data-scheme, so the page is drawn in it from the first frame, with no flash of the other. Classic and
 * inline in <head>, ahead of the stylesheet (a script after a stylesheet waits for it), allowed by its hash in the
 * Content-Security-Policy. It writes an attribute only: no Trusted Types sink. Storage can throw (blocked cookies,
 * a sandboxed frame): the device's setting then rules, as it does without JavaScript.
 *
 * It reads the key as src/lib/color-scheme.ts's schemeFromStorage does (a unit test holds them together).
 */
export function colorSchemeTag(): string {
  return `<script>try{const s=localStorage.getItem(${JSON.stringify(SCHEME_STORAGE_KEY)});if(s==='light'||s==='dark')document.documentElement.dataset.scheme=s}catch{}</script>`;
}
