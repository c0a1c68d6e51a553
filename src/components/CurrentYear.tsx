/**
 * The current year, for the copyright line: the build's year in the HTML, the visitor's once the page's
 * script has run (src/client/behaviours/current-year.ts), for a visitor who arrives after New Year.
 */
export function CurrentYear() {
  return <time data-current-year="">{new Date().getFullYear()}</time>;
}
