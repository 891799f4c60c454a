import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, precompress } from './compressPlugin.ts';

describe('precompress', () => {
  it('writes a .br and a .gz beside each text file worth it, both the same bytes once decoded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compress-'));
    mkdirSync(join(dir, 'assets'));
    const js = 'export const answer = "the same line again";\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'entry.js'), js);
    writeFileSync(join(dir, 'small.css'), 'a{b:c}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    expect(precompress(dir)).toBe(1);
    const br = readFileSync(join(dir, 'assets', 'entry.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'entry.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(gz.length);
    // Below 512 bytes, and images (compressed already), stay as they are.
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip;q=1.0, br;q=0.5', true],
    ['gzip, deflate', false],
    ['br;q=0, gzip', false],
    ['brotli', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
