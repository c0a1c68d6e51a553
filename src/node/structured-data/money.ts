/** A price as the page shows it ("$99", "AED 999") as schema.org wants it: a number and an ISO 4217 code. */
export function parseMoney(text: string): { price: string; priceCurrency: string } | undefined {
  const match = /^\s*(?:([A-Z]{3})\s*|(\$))\s*(\d[\d,]*(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  return { price: match[3]!.replace(/,/g, ''), priceCurrency: match[1] ?? 'USD' };
}
