/** Image facts for drive files without Node-only APIs: dimensions, a stand-in md5, a blurhash. */
import { encode } from 'blurhash';
import { hashString } from './prng';

function u16be(d: Uint8Array, i: number): number {
  return ((d[i] ?? 0) << 8) | (d[i + 1] ?? 0);
}
function u32be(d: Uint8Array, i: number): number {
  return ((u16be(d, i) << 16) >>> 0) + u16be(d, i + 2);
}
function u16le(d: Uint8Array, i: number): number {
  return (d[i] ?? 0) | ((d[i + 1] ?? 0) << 8);
}

/** Width and height of PNG, GIF, JPEG or WebP data, or null. */
export function imageSize(d: Uint8Array): { width: number; height: number } | null {
  if (d.length > 24 && d[0] === 0x89 && d[1] === 0x50 && d[2] === 0x4e && d[3] === 0x47) {
    return { width: u32be(d, 16), height: u32be(d, 20) };
  }
  if (d.length > 10 && d[0] === 0x47 && d[1] === 0x49 && d[2] === 0x46) return { width: u16le(d, 6), height: u16le(d, 8) };
  if (d.length > 4 && d[0] === 0xff && d[1] === 0xd8) {
    let i = 2;
    while (i + 9 < d.length) {
      if (d[i] !== 0xff) return null;
      const marker = d[i + 1] ?? 0;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: u16be(d, i + 7), height: u16be(d, i + 5) };
      }
      i += 2 + u16be(d, i + 2);
    }
    return null;
  }
  const tag = String.fromCharCode(...d.slice(8, 16));
  if (tag === 'WEBPVP8X' && d.length > 30) {
    return { width: 1 + (d[24] ?? 0) + ((d[25] ?? 0) << 8) + ((d[26] ?? 0) << 16), height: 1 + (d[27] ?? 0) + ((d[28] ?? 0) << 8) + ((d[29] ?? 0) << 16) };
  }
  if (tag === 'WEBPVP8 ' && d.length > 30) return { width: u16le(d, 26) & 0x3fff, height: u16le(d, 28) & 0x3fff };
  if (tag === 'WEBPVP8L' && d.length > 25) {
    const b = (i: number) => d[21 + i] ?? 0;
    return { width: 1 + (((b(1) & 0x3f) << 8) | b(0)), height: 1 + (((b(3) & 0xf) << 10) | (b(2) << 2) | ((b(1) & 0xc0) >> 6)) };
  }
  return null;
}

/** 32 hex chars derived from the bytes (the mock does not need a real md5). */
export function pseudoMd5(d: Uint8Array): string {
  let out = '';
  for (let seed = 0; seed < 4; seed++) {
    let h = hashString(`${seed}:${d.length}`);
    for (let i = 0; i < d.length; i++) h = Math.imul(h ^ (d[i] ?? 0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}

/** RGB of an HSL hue at fixed saturation/lightness. */
export function hueToRgb(hue: number, lightness = 0.55): [number, number, number] {
  const s = 0.6;
  const c = (1 - Math.abs(2 * lightness - 1)) * s;
  const h = ((hue % 360) + 360) % 360 / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = lightness - c / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/** The RGBA pixels of the diagonal two-hue gradient used for generated images. */
export function gradientPixels(width: number, height: number, hues: [number, number]): Uint8ClampedArray {
  const a = hueToRgb(hues[0]);
  const b = hueToRgb(hues[1], 0.4);
  const px = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
      const i = (y * width + x) * 4;
      px[i] = a[0] + (b[0] - a[0]) * t;
      px[i + 1] = a[1] + (b[1] - a[1]) * t;
      px[i + 2] = a[2] + (b[2] - a[2]) * t;
      px[i + 3] = 255;
    }
  }
  return px;
}

const blurhashes = new Map<string, string>();

/** The blurhash of a generated gradient (memoised: seeding thousands of files stays fast). */
export function gradientBlurhash(hues: [number, number]): string {
  const key = `${hues[0]},${hues[1]}`;
  let hash = blurhashes.get(key);
  if (hash === undefined) {
    hash = encode(gradientPixels(8, 6, hues), 8, 6, 4, 3);
    blurhashes.set(key, hash);
  }
  return hash;
}
