/** What a file is, read from its first bytes rather than its name (a renamed PDF still starts with %PDF). */
export type FileFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg' | 'heic' | 'pdf' | 'unknown';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function sniffFormat(bytes: Uint8Array): FileFormat {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // An ISO media file: the brands in its ftyp box say AVIF or HEIC (an iPhone's photos).
    const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
    const brands = Array.from({ length: Math.max(0, (size - 8) / 4) }, (_, index) =>
      ascii(bytes, 8 + index * 4, 12 + index * 4),
    );
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
    if (brands.some((brand) => /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand))) return 'heic';
    return 'unknown';
  }
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s/>]/i.test(head)) return 'svg';
  return 'unknown';
}
