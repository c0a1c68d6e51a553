/**
 * Makes the page open at its top however it is reached: a link, a reload (where the browser would restore
 * the reader's last position) or Back/Forward. A link to one of its sections (#…) still lands there.
 * The marker is read by src/client/behaviours/opens-at-top.ts.
 */
export function OpensAtTop() {
  return <span data-opens-at-top="" hidden />;
}
