import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/**
 * A contact sheet: one PNG with a tenant's screens side by side, so QA sees a merchant at a
 * glance. Chromium lays the tiles out (an HTML page of <img> as data: URLs) and screenshots it:
 * no image library needed.
 */

export interface Tile {
  /** What the screen is, under the tile: its path. */
  caption: string;
  /** PNG file of the screen. */
  file: string;
}

/** Screens are shown at the phone's width (CSS px), whatever their pixel ratio. */
export const TILE_WIDTH = 390;
const GAP = 16;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The sheet's page: a title, then one captioned tile per screen, in a row. */
export function contactSheetHtml(
  title: string,
  tiles: readonly { caption: string; src: string }[],
) {
  const figures = tiles
    .map(
      (tile) =>
        `<figure><img src="${escapeHtml(tile.src)}" width="${TILE_WIDTH}" alt=""><figcaption>${escapeHtml(tile.caption)}</figcaption></figure>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
body { margin: 0; padding: ${GAP}px; background: #e5e7eb; font: 16px/1.3 system-ui, sans-serif; color: #111827; width: max-content; }
h1 { margin: 0 0 ${GAP}px; font-size: 22px; }
.row { display: flex; gap: ${GAP}px; align-items: flex-start; }
figure { margin: 0; width: ${TILE_WIDTH}px; }
img { display: block; width: ${TILE_WIDTH}px; height: auto; box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); background: #fff; }
figcaption { margin-top: 6px; font-size: 14px; color: #374151; overflow-wrap: anywhere; }
</style></head><body><h1>${escapeHtml(title)}</h1><div class="row">${figures}</div></body></html>`;
}

/** Writes the sheet of `tiles` to `out`. */
export async function writeContactSheet(
  browser: Browser,
  title: string,
  tiles: readonly Tile[],
  out: string,
): Promise<void> {
  const page = await browser.newPage({
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
  });
  try {
    const html = contactSheetHtml(
      title,
      tiles.map((tile) => ({
        caption: tile.caption,
        src: `data:image/png;base64,${readFileSync(tile.file).toString('base64')}`,
      })),
    );
    await page.setContent(html, { waitUntil: 'load' });
    await page.screenshot({ path: out, fullPage: true });
  } finally {
    await page.close();
  }
}
