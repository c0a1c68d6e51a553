/**
 * An SVG's own width and height in CSS pixels, from its width/height attributes or else its viewBox; undefined
 * when it states neither (it then scales to whatever holds it).
 */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const pixels = (value: string | undefined) =>
    value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined;
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0)
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return undefined;
}
