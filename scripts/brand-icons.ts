/**
 * npx tsx scripts/brand-icons.ts [merchantCode ...]
 *
 * Writes public/brand/<merchantCode>/icon-{192,256,384,512}.png for every tenant (or the named
 * ones): a rounded square in theme.primary with a chip mark in theme.onPrimary and a centre disc
 * in theme.accent. The PNG is encoded by hand with node:zlib so the script needs no image package.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import type { TenantConfig, TenantTheme } from '../src/config/tenant.gen.ts';

export const ICON_SIZES = [192, 256, 384, 512] as const;

export type Rgb = readonly [number, number, number];

export interface IconColours {
  background: Rgb;
  mark: Rgb;
  centre: Rgb;
}

export function parseHexColour(hex: string): Rgb {
  const body = hex.replace(/^#/, '');
  const full =
    body.length === 3 || body.length === 4
      ? [...body.slice(0, 3)].map((c) => c + c).join('')
      : body.slice(0, 6);
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`not a colour: ${hex}`);
  const channel = (i: number): number => parseInt(full.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The accent fills the centre only when it stands out from the primary (3:1, WCAG non-text). */
export function iconColours(theme: TenantTheme): IconColours {
  const background = parseHexColour(theme.primary);
  const mark = parseHexColour(theme.onPrimary);
  const accent = theme.accent ? parseHexColour(theme.accent) : mark;
  const centre = contrastRatio(accent, background) >= 3 ? accent : mark;
  return { background, mark, centre };
}

/** Signed distance (px) to a centred rounded square of half-size h and corner radius r. */
function roundedSquareDistance(x: number, y: number, h: number, r: number): number {
  const qx = Math.abs(x) - (h - r);
  const qy = Math.abs(y) - (h - r);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - r;
}

const NOTCHES = 6;

/** Signed distance (px) to a chip: a ring with NOTCHES radial cuts. */
function chipDistance(x: number, y: number, size: number): number {
  const len = Math.hypot(x, y);
  const ring = Math.max(len - 0.34 * size, 0.245 * size - len);
  const halfGap = 0.035 * size;
  let cut = -Infinity;
  for (let k = 0; k < NOTCHES; k++) {
    const angle = (k * 2 * Math.PI) / NOTCHES - Math.PI / 2;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const along = x * dx + y * dy;
    const across = along > 0 ? Math.abs(x * dy - y * dx) : len;
    cut = Math.max(cut, halfGap - across);
  }
  return Math.max(ring, cut);
}

/** Fraction of a pixel covered by a shape, from its signed distance (one-pixel smoothing). */
function coverage(distance: number): number {
  return Math.min(1, Math.max(0, 0.5 - distance));
}

/** RGBA pixels, row by row, of one square icon. */
export function renderIcon(size: number, colours: IconColours): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const half = size / 2;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = col + 0.5 - half;
      const y = row + 0.5 - half;
      const alpha = coverage(roundedSquareDistance(x, y, half, 0.22 * size));
      const ring = coverage(chipDistance(x, y, size));
      const disc = coverage(Math.hypot(x, y) - 0.165 * size);
      const i = (row * size + col) * 4;
      for (let c = 0; c < 3; c++) {
        const withRing =
          colours.background[c]! + (colours.mark[c]! - colours.background[c]!) * ring;
        pixels[i + c] = Math.round(withRing + (colours.centre[c]! - withRing) * disc);
      }
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Filters each scanline with whichever of None, Sub, Up, Paeth leaves the smallest residue. */
function filterScanlines(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const stride = width * 4;
  const out = new Uint8Array(height * (stride + 1));
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const line = rgba.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? rgba.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let bestType = 0;
    let bestScore = Infinity;
    let best = new Uint8Array(stride);
    for (let type = 0; type <= 4; type++) {
      if (type === 3) continue;
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const left = i >= 4 ? line[i - 4]! : 0;
        const up = above[i]!;
        const upLeft = i >= 4 ? above[i - 4]! : 0;
        const predictor =
          type === 1 ? left : type === 2 ? up : type === 4 ? paeth(left, up, upLeft) : 0;
        const v = (line[i]! - predictor) & 0xff;
        candidate[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        bestType = type;
        best = candidate.slice();
      }
    }
    out[y * (stride + 1)] = bestType;
    out.set(best, y * (stride + 1) + 1);
  }
  return out;
}

/** An 8-bit RGBA PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('pixel buffer does not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const data = deflateSync(filterScanlines(width, height, rgba), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Writes the four icons of one tenant and returns the paths written. */
export function writeTenantIcons(tenant: TenantConfig, publicDir = 'public'): string[] {
  const dir = join(publicDir, 'brand', tenant.merchantCode);
  mkdirSync(dir, { recursive: true });
  const colours = iconColours(tenant.theme);
  return ICON_SIZES.map((size) => {
    const file = join(dir, `icon-${size}.png`);
    writeFileSync(file, encodePng(size, size, renderIcon(size, colours)));
    return file;
  });
}

function main(only: string[]): void {
  const files = readdirSync('tenants').filter((f) => f.endsWith('.json'));
  for (const file of files) {
    const tenant = JSON.parse(readFileSync(join('tenants', file), 'utf8')) as TenantConfig;
    if (only.length > 0 && !only.includes(tenant.merchantCode)) continue;
    for (const written of writeTenantIcons(tenant)) {
      console.log(`${written} ${readFileSync(written).length} bytes`);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
