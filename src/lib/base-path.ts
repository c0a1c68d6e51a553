/**
 * Normalises the BASE_PATH a preview build is served under to the form Vite wants: a leading and a
 * trailing slash ('/', '/preview/my-branch/'). Throws on values a static host could not serve.
 */
export function normaliseBasePath(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '' || value === '/') return '/';
  if (/[?#\s]|:\/\//.test(value)) {
    throw new Error(`BASE_PATH must be a path such as /preview/my-branch/, got "${value}".`);
  }
  const segments = value.split('/').filter(Boolean);
  return `/${segments.join('/')}/`;
}
