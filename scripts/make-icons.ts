/**
 * Writes the PWA's PNG icons into public/ with Node built-ins only (no image tools exist on
 * the build machines). Run: npx tsx scripts/make-icons.ts. The PNGs are committed.
 *
 * The picture matches public/favicon.svg: a mortarboard on an indigo tile.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
const INDIGO: Rgba = [0x43, 0x38, 0xca, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const LIGHT: Rgba = [0xc7, 0xd2, 0xfe, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Is (u, v), in 0..64 tile units, inside the mortarboard? Returns the colour or null. */
function glyph(u: number, v: number): Rgba | null {
  // Board: a diamond centred at (32, 24), half-width 18, half-height 9.
  if (Math.abs(u - 32) / 18 + Math.abs(v - 24) / 9 <= 1) return WHITE;
  // Cap: from y=30 down to about 44, between x=21 and 43, with a rounded bottom.
  if (u >= 21 && u <= 43 && v >= 29 && v <= 41) return LIGHT;
  if (v > 41 && ((u - 32) / 11) ** 2 + ((v - 41) / 6) ** 2 <= 1) return LIGHT;
  return null;
}

function icon(size: number, opts: { maskable: boolean }): Buffer {
  // Maskable icons keep the picture inside the 80% safe zone and fill the whole square.
  const scale = opts.maskable ? 0.72 : 1;
  const radius = opts.maskable ? 0 : 14;
  return encodePng(size, (x, y) => {
    const u0 = ((x + 0.5) / size) * 64;
    const v0 = ((y + 0.5) / size) * 64;
    if (!opts.maskable) {
      const dx = Math.max(radius - u0, u0 - (64 - radius), 0);
      const dy = Math.max(radius - v0, v0 - (64 - radius), 0);
      if (dx * dx + dy * dy > radius * radius) return CLEAR;
    }
    const u = 32 + (u0 - 32) / scale;
    const v = 32 + (v0 - 32) / scale;
    return glyph(u, v) ?? INDIGO;
  });
}

const out = path.resolve(import.meta.dirname, '../public');
writeFileSync(path.join(out, 'pwa-192x192.png'), icon(192, { maskable: false }));
writeFileSync(path.join(out, 'pwa-512x512.png'), icon(512, { maskable: false }));
writeFileSync(path.join(out, 'maskable-512x512.png'), icon(512, { maskable: true }));
writeFileSync(path.join(out, 'apple-touch-icon.png'), icon(180, { maskable: true }));
console.log('icons written to', out);
