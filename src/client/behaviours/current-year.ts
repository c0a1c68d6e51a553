/** The HTML carries the build's year; a visitor after New Year sees theirs. */
export function showCurrentYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
}
