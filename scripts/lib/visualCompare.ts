import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Compares two folders of screenshots (tenant/language/screen@width.png) pixel by pixel with
 * pixelmatch: for each screen in both, the share of pixels that differ and an image of the
 * differences (changed pixels red over a faded copy of the "after" screen); a screen on one side
 * only is new or removed.
 */

export type Status = 'same' | 'changed' | 'new' | 'removed';

export interface ScreenResult {
  /** tenant/language/screen@width.png, relative to each side's folder. */
  file: string;
  tenant: string;
  language: string;
  /** As the catalogue names it: 'member1 /m/home', 'dialog login'. */
  screen: string;
  width: number;
  status: Status;
  /** Changed pixels over the larger of the two images (0 when the same). */
  changedPixels: number;
  ratio: number;
  /** 'W×H' of each side, when they differ. */
  sizes?: { before: string; after: string };
}

/** pixelmatch's colour distance under which two pixels count as the same (0..1). */
export const PIXEL_THRESHOLD = 0.1;

/** Every PNG under a folder, as paths relative to it. */
export function listShots(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.png')) out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

/** The shot's parts from its file name (visualShots.ts shotFile). */
export function parseShot(
  file: string,
): Pick<ScreenResult, 'tenant' | 'language' | 'screen' | 'width'> {
  const [tenant = '', language = '', name = ''] = file.split('/');
  const match = /^(.*)@(\d+)\.png$/.exec(name);
  const base = match?.[1] ?? name;
  const width = Number(match?.[2] ?? 0);
  const cut = base.indexOf('_');
  const who = cut < 0 ? base : base.slice(0, cut);
  const rest = cut < 0 ? '' : base.slice(cut + 1);
  const what = rest.startsWith('m_') ? `/${rest.replace(/_/g, '/')}` : rest.replace(/_/g, ' ');
  return { tenant, language, screen: what ? `${who} ${what}` : who, width };
}

/** A copy of `png` on a canvas of `width`×`height`, the new area transparent. */
function padded(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < png.height; y += 1) {
    const from = y * png.width * 4;
    out.set(png.data.subarray(from, from + png.width * 4), y * width * 4);
  }
  return out;
}

/** Compares one pair; writes the difference image when they differ. */
export function compareFiles(
  beforeFile: string,
  afterFile: string,
  diffFile: string,
): { changedPixels: number; ratio: number; sizes?: { before: string; after: string } } {
  const a = readFileSync(beforeFile);
  const b = readFileSync(afterFile);
  if (a.equals(b)) return { changedPixels: 0, ratio: 0 };
  const before = PNG.sync.read(a);
  const after = PNG.sync.read(b);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(
    padded(before, width, height),
    padded(after, width, height),
    diff.data,
    width,
    height,
    { threshold: PIXEL_THRESHOLD, alpha: 0.15, diffColor: [230, 0, 40], aaColor: [255, 200, 0] },
  );
  const sized =
    before.width !== after.width || before.height !== after.height
      ? {
          sizes: {
            before: `${before.width}×${before.height}`,
            after: `${after.width}×${after.height}`,
          },
        }
      : {};
  if (changedPixels > 0) {
    mkdirSync(dirname(diffFile), { recursive: true });
    writeFileSync(diffFile, PNG.sync.write(diff));
  }
  return { changedPixels, ratio: changedPixels / (width * height), ...sized };
}

/** Compares every screen of `beforeDir` with `afterDir`; difference images go to `diffDir`. */
export function compareFolders(
  beforeDir: string,
  afterDir: string,
  diffDir: string,
): ScreenResult[] {
  const before = new Set(listShots(beforeDir));
  const after = new Set(listShots(afterDir));
  const files = [...new Set([...before, ...after])].sort();
  return files.map((file): ScreenResult => {
    const parts = parseShot(file);
    if (!before.has(file)) return { file, ...parts, status: 'new', changedPixels: 0, ratio: 0 };
    if (!after.has(file)) return { file, ...parts, status: 'removed', changedPixels: 0, ratio: 0 };
    const result = compareFiles(join(beforeDir, file), join(afterDir, file), join(diffDir, file));
    return {
      file,
      ...parts,
      ...result,
      status: result.changedPixels > 0 ? 'changed' : 'same',
    };
  });
}
