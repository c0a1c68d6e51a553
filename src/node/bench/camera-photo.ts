import sharp from 'sharp';
import { withPhoneMetadata } from './phone-metadata.ts';

/**
 * A stand-in for a photograph straight from a camera: 4000×3000 by default, a JPEG at quality 92 of about
 * 3.5 MB. Sky and ground gradients, soft shapes and sensor-like noise give it a photo's detail, so encoders
 * work as hard on it as on a real picture. Generated, so no megabytes are committed; the same seed gives the
 * same bytes. `fromAPhone` writes into it what a phone does: its owner, serial number and GPS position.
 */
export async function cameraPhoto({ width = 4000, height = 3000, seed = 1, fromAPhone = false } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: fast, and the same numbers for the same seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const hue = (seed * 47) % 360;
  const horizon = height * (0.45 + 0.1 * random());
  const blobs = Array.from({ length: 14 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.04 + random() * 0.12) * width,
    tint: [random() * 120 - 60, random() * 120 - 60, random() * 120 - 60],
  }));
  // Texture at the scale of leaves and gravel, which survives downscaling the way a real scene's detail does.
  const cell = 7;
  const columns = Math.ceil(width / cell);
  const texture = Float32Array.from({ length: columns * Math.ceil(height / cell) }, () => (random() - 0.5) * 40);
  for (let y = 0; y < height; y++) {
    const sky = y < horizon;
    const t = sky ? y / horizon : (y - horizon) / (height - horizon);
    for (let x = 0; x < width; x++) {
      let r = sky ? 90 + 120 * t : 70 + 60 * (1 - t);
      let g = sky ? 130 + 90 * t : 90 + 50 * (1 - t);
      let b = sky ? 200 - 40 * t : 50 + 30 * t;
      for (const blob of blobs) {
        const dx = x - blob.x;
        const dy = y - blob.y;
        const d = (dx * dx + dy * dy) / (blob.r * blob.r);
        if (d < 1) {
          const k = (1 - d) * (1 - d);
          r += blob.tint[0]! * k;
          g += blob.tint[1]! * k;
          b += blob.tint[2]! * k;
        }
      }
      const grain = (random() - 0.5) * 20 + texture[Math.floor(y / cell) * columns + Math.floor(x / cell)]! * (sky ? 0.3 : 1);
      const at = (y * width + x) * 3;
      pixels[at] = clamp(r + grain + Math.sin((x + hue) / 37) * 6);
      pixels[at + 1] = clamp(g + grain + Math.cos(y / 23) * 6);
      pixels[at + 2] = clamp(b + grain);
    }
  }
  const photo = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 });
  return (fromAPhone ? withPhoneMetadata(photo) : photo).toBuffer();
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
