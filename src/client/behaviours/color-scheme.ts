import { SCHEME_STORAGE_KEY, schemeAttribute, schemeFromStorage, type SchemeChoice } from '../../lib/color-scheme.ts';

/**
 * The header's colour scheme control (src/layout/SchemeControl.tsx): shows the choice kept on the device, and keeps
 * and applies a new one at once (in the site's other open tabs too). The head's inline script applied the kept one
 * before the first paint. The browser bar's colour (the theme-color <meta>s) follows a chosen scheme as well.
 */
export function keepColorScheme(): void {
  const select = document.querySelector<HTMLSelectElement>('[data-scheme-control] select');
  if (!select) return;
  const show = (choice: SchemeChoice) => {
    select.value = choice;
    apply(choice);
  };
  show(schemeFromStorage(read()));
  select.addEventListener('change', () => {
    const choice = schemeFromStorage(select.value);
    write(choice);
    apply(choice);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === SCHEME_STORAGE_KEY || event.key === null) show(schemeFromStorage(event.newValue));
  });
}

function apply(choice: SchemeChoice): void {
  const scheme = schemeAttribute(choice);
  const root = document.documentElement;
  if (scheme) root.dataset.scheme = scheme;
  else delete root.dataset.scheme;
  // Each theme-color <meta> is for one scheme (data-for-scheme, and its media query): a chosen scheme's applies always.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-for-scheme]')) {
    const own = meta.dataset.forScheme;
    meta.media = !scheme ? `(prefers-color-scheme: ${own})` : scheme === own ? 'all' : 'not all';
  }
}

// Storage can be refused (blocked cookies, some private modes): the choice then lasts as long as the page.
function read(): string | null {
  try {
    return localStorage.getItem(SCHEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(choice: SchemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(SCHEME_STORAGE_KEY);
    else localStorage.setItem(SCHEME_STORAGE_KEY, choice);
  } catch {
    // Kept for this page only.
  }
}
