import sharp, { type Sharp } from 'sharp';

/**
 * What a phone writes into a photo about the people who took it, made distinctive so that a test can look for
 * its bytes anywhere in a build: the owner's name and copyright (EXIF IFD0), the camera's serial number (EXIF
 * IFD2), where it was taken (EXIF GPS IFD, as numbers) and the same again in an XMP packet, as apps write it.
 */
export const PRIVATE_MARKERS = {
  owner: 'Owner Name PRIVATE-OWNER-7f3a',
  copyright: 'PRIVATE-COPYRIGHT-7f3a Owner Name',
  serial: 'PRIVATE-SERIAL-7f3a',
  xmpLocation: 'PRIVATE-XMP-GPS-51,30.444N-0,7.668W',
} as const;

/** 51° 30′ 26.64″ N, 0° 7′ 40.08″ W: in EXIF, three rationals each. */
const LATITUDE: [number, number][] = [
  [51, 1],
  [30, 1],
  [2664, 100],
];
const LONGITUDE: [number, number][] = [
  [0, 1],
  [7, 1],
  [4008, 100],
];
const rationals = (values: [number, number][]) => values.map(([numerator, denominator]) => `${numerator}/${denominator}`).join(' ');

/**
 * The GPS position as its bytes appear in the EXIF block, in either byte order: 24 bytes each, which no
 * picture's compressed pixels repeat by chance.
 */
export function gpsBytePatterns(): Buffer[] {
  return [LATITUDE, LONGITUDE].flatMap((values) =>
    (['LE', 'BE'] as const).map((order) =>
      Buffer.concat(
        values.map(([numerator, denominator]) => {
          const bytes = Buffer.alloc(8);
          bytes[`writeUInt32${order}`](numerator, 0);
          bytes[`writeUInt32${order}`](denominator, 4);
          return bytes;
        }),
      ),
    ),
  );
}

/** Every byte pattern of `PRIVATE_MARKERS` and the GPS position. */
export function privateBytePatterns(): Buffer[] {
  return [...Object.values(PRIVATE_MARKERS).map((marker) => Buffer.from(marker)), ...gpsBytePatterns()];
}

const xmpPacket = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" exif:GPSLatitude="51,30.444N" exif:GPSLongitude="0,7.668W"><dc:creator><rdf:Seq><rdf:li>${PRIVATE_MARKERS.owner}</rdf:li></rdf:Seq></dc:creator><dc:description>${PRIVATE_MARKERS.xmpLocation}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** What a phone writes, added to a picture sharp is about to write: the owner, the camera and the place. */
export function withPhoneMetadata(picture: Sharp): Sharp {
  return picture
    .withExif({
      IFD0: { Artist: PRIVATE_MARKERS.owner, Copyright: PRIVATE_MARKERS.copyright, Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD2: { BodySerialNumber: PRIVATE_MARKERS.serial },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: rationals(LATITUDE), GPSLongitudeRef: 'W', GPSLongitude: rationals(LONGITUDE) },
    })
    .withXmp(xmpPacket);
}

/** A JPEG or PNG as a phone would send it: the same pixels, with the owner, the camera and the place in it. */
export async function asFromAPhone(picture: Buffer, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  return withPhoneMetadata(sharp(picture).toFormat(format, format === 'jpeg' ? { quality: 92 } : {})).toBuffer();
}

/**
 * A small animated GIF (two frames) carrying the owner's name and place, as a GIF can: in a comment extension
 * and an XMP application extension, which sharp cannot write, so they are put in by hand after the colour table.
 */
export async function gifFromAPhone(): Promise<Buffer> {
  const [width, height] = [48, 36];
  const frame = (colour: number[]) => Buffer.alloc(width * height * 3, Buffer.from(colour));
  const gif = await sharp(Buffer.concat([frame([200, 120, 40]), frame([40, 90, 160])]), { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
    .gif({ delay: [400, 400], loop: 0 })
    .toBuffer();
  const packed = gif[10]!;
  // Header (6) + logical screen descriptor (7) + the global colour table, when there is one.
  const tableEnd = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const subBlocks = (data: Buffer) => {
    const blocks: Buffer[] = [];
    for (let at = 0; at < data.length; at += 255) {
      const chunk = data.subarray(at, at + 255);
      blocks.push(Buffer.from([chunk.length]), chunk);
    }
    return Buffer.concat([...blocks, Buffer.from([0])]);
  };
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks(Buffer.from(`${PRIVATE_MARKERS.owner} ${PRIVATE_MARKERS.copyright}`))]);
  const xmp = Buffer.concat([Buffer.from([0x21, 0xff, 0x0b]), Buffer.from('XMP DataXMP'), subBlocks(Buffer.from(xmpPacket))]);
  return Buffer.concat([gif.subarray(0, tableEnd), comment, xmp, gif.subarray(tableEnd)]);
}
