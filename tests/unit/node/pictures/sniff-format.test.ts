import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffFormat } from '../../../../src/node/pictures/sniff-format.ts';

const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } });
const ftyp = (...brands: string[]) => {
  const box = Buffer.concat([Buffer.alloc(4), Buffer.from('ftyp'), ...brands.map((brand) => Buffer.from(brand))]);
  box.writeUInt32BE(box.length);
  return Buffer.concat([box, Buffer.alloc(32)]);
};

describe('sniffFormat', () => {
  it('reads what a file is from its bytes, whatever its name says', async () => {
    expect(sniffFormat(await pixel.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await pixel.clone().png().toBuffer())).toBe('png');
    expect(sniffFormat(await pixel.clone().webp().toBuffer())).toBe('webp');
    expect(sniffFormat(await pixel.clone().avif().toBuffer())).toBe('avif');
    expect(sniffFormat(await pixel.clone().gif().toBuffer())).toBe('gif');
  });

  it('knows an iPhone HEIC photo and a PDF', () => {
    expect(sniffFormat(ftyp('heic', '\0\0\0\0', 'mif1', 'heic'))).toBe('heic');
    expect(sniffFormat(ftyp('mif1', '\0\0\0\0', 'mif1', 'heix'))).toBe('heic');
    expect(sniffFormat(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toBe('pdf');
  });

  it('knows an SVG, with or without an XML declaration, comments or a byte-order mark', () => {
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(
      sniffFormat(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg viewBox="0 0 1 1"/>')),
    ).toBe('svg');
  });

  it('calls anything else unknown', () => {
    expect(sniffFormat(Buffer.from('<html><body>Not found</body></html>'))).toBe('unknown');
    expect(sniffFormat(Buffer.alloc(0))).toBe('unknown');
    expect(sniffFormat(ftyp('isom', '\0\0\0\0', 'mp41'))).toBe('unknown');
  });
});
