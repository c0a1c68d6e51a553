/**
 * The address-safe form of a name: lower-case letters a to z, digits and single hyphens, accents dropped.
 * "Family Evenings" → family-evenings, "Café" → cafe, "feature/New Copy" → feature-new-copy.
 */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
