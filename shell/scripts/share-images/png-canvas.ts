// A tiny RGB raster for the build-time share images: filled rectangles, anti-aliased circles, pixel-font text,
// and a PNG encoder (node:zlib's deflate, a CRC-32 table). Enough for flat artwork; no dependency.
import { deflateSync } from 'node:zlib';
import { ADVANCE, GLYPH_HEIGHT, glyphPixels } from './pixel-font';

export type Rgb = readonly [number, number, number];

export const hexColor = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  /** Blends `color` over the pixel at (x, y) with coverage `alpha` (0..1). */
  private blend(x: number, y: number, color: Rgb, alpha: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    color.forEach((channel, k) => {
      const base = this.pixels[i + k] ?? 0;
      this.pixels[i + k] = Math.round(base + (channel - base) * Math.min(alpha, 1));
    });
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1) {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row++)
      for (let col = Math.max(0, x); col < Math.min(this.width, x + w); col++) this.blend(col, row, color, alpha);
  }

  /** A filled circle whose edge is anti-aliased over one pixel. */
  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1) {
    for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++)
      for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
        const coverage = r + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        if (coverage > 0) this.blend(x, y, color, alpha * Math.min(coverage, 1));
      }
  }

  /** Text in the pixel font, each font pixel drawn as a `scale`-sized square; returns the width drawn. */
  text(x: number, y: number, text: string, scale: number, color: Rgb): number {
    [...text].forEach((char, index) => {
      for (const [col, row] of glyphPixels(char))
        this.rect(x + (index * ADVANCE + col) * scale, y + row * scale, scale, scale, color);
    });
    return textWidth(text, scale);
  }

  png(): Buffer {
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (stride + 1)] = 0; // filter: none
      raw.set(this.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour RGB, deflate, no filter set, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

/** Width in pixels of `text` at `scale`, without the trailing spacing column. */
export const textWidth = (text: string, scale: number) => ([...text].length * ADVANCE - 1) * scale;

export const TEXT_HEIGHT = GLYPH_HEIGHT;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), typed.length + 4);
  return out;
}
