/**
 * A full address another site answers, written out: https://host.tld/…, http://… (warned about
 * elsewhere), mailto: or tel:. Browsers forgive `https:/host` and `https:host`, but a copywriter who
 * wrote that meant `https://host`, and a typo in the host would go unnoticed.
 */
export function isWebAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  if (/^(mailto|tel):./i.test(text)) return true;
  if (!/^https?:\/\/[^/]/i.test(text)) return false;
  try {
    const { hostname } = new URL(text);
    return hostname.includes('.') || hostname === 'localhost';
  } catch {
    return false;
  }
}
