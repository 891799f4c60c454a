/**
 * npx tsx scripts/brand-pictures.ts [merchantCode ...]
 *
 * Writes public/brand/<merchantCode>/banner-{1,2,3}.webp from the banner-N.svg beside each (every
 * merchant, or the named ones): drawn by Chromium at BANNER_WIDTH, encoded as WebP. The demo API
 * hands them out as the merchant's banners and promotion pictures, as a merchant uploads them.
 *
 * Why not the SVGs themselves: a picture whose words are SVG text is a document Chromium lays out
 * on the page's main thread, each one, with its own font matching. On a member's home the three
 * banners took more main-thread time than the home's own layout (docs/bench.md, 2026-11-29 (5)).
 * A raster is decoded off the main thread. The SVGs stay as the sources to edit.
 *
 * The logo stays an SVG: it is small, and as a raster of 8-11 KB it moved the login's largest
 * paint later (tried, docs/bench.md).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBenchBrowser } from './lib/benchBrowser.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const BRAND = join(ROOT, 'public', 'brand');
/** Twice a phone's banner width (about 360 CSS px): sharp at a device pixel ratio of 2. */
const BANNER_WIDTH = 800;
const QUALITY = 0.86;

const codes = process.argv.slice(2);
const merchants = codes.length > 0 ? codes : readdirSync(BRAND);
const browser = await launchBenchBrowser();
try {
  const page = await browser.newPage();
  for (const code of merchants) {
    for (const file of readdirSync(join(BRAND, code)).filter((f) => /^banner-\d+\.svg$/.test(f))) {
      const svg = readFileSync(join(BRAND, code, file), 'utf8');
      const dataUrl = await page.evaluate(
        async ({ source, width, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d canvas');
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { source: svg, width: BANNER_WIDTH, quality: QUALITY },
      );
      const out = join(BRAND, code, file.replace(/\.svg$/, '.webp'));
      const bytes = Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64');
      writeFileSync(out, bytes);
      console.log(`${out.slice(ROOT.length + 1)}: ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
} finally {
  await browser.close();
}
