import type { Issue } from './issues.ts';
import { error } from './issues.ts';
import { asRecord, getPath } from './narrow.ts';

/**
 * WCAG 2 AA contrast of the theme's text colours against the backgrounds they are drawn on
 * (docs/tenants.md, "Contrast"). The pairs are the ones the app's CSS paints: each says where.
 * 4.5:1 for text, 3:1 for graphics (WCAG 1.4.3 and 1.4.11).
 */

export type ThemeColour =
  'primary' | 'onPrimary' | 'background' | 'surface' | 'text' | 'textMuted' | 'accent' | 'danger';

/** A colour the app's CSS fixes, whatever the theme: the dark ink on accent-coloured buttons. */
export const INK = '#111827';

export interface ContrastPair {
  /** The colour in front (text or icon); a failure points at it, or at `bg` when it is INK. */
  fg: ThemeColour | typeof INK;
  /** The colour behind it. */
  bg: ThemeColour;
  /** A tint laid over `bg`, as CSS color-mix(in srgb, <colour> <percent>%, transparent) does. */
  tint?: { colour: ThemeColour; percent: number };
  /** The least ratio WCAG AA asks for: 4.5 for text, 3 for large text and icons. */
  min: 4.5 | 3;
  /** Where the app paints this pair. */
  where: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { fg: 'text', bg: 'background', min: 4.5, where: 'page text' },
  { fg: 'text', bg: 'surface', min: 4.5, where: 'text on cards and dialogs' },
  { fg: 'textMuted', bg: 'background', min: 4.5, where: 'secondary text on the page' },
  { fg: 'textMuted', bg: 'surface', min: 4.5, where: 'secondary text on cards and dialogs' },
  { fg: 'onPrimary', bg: 'primary', min: 4.5, where: 'buttons, download bar, active tabs' },
  { fg: 'primary', bg: 'background', min: 4.5, where: 'links on the page' },
  { fg: 'primary', bg: 'surface', min: 4.5, where: 'links, icons and tabs on cards' },
  { fg: 'danger', bg: 'surface', min: 4.5, where: 'problems under form fields' },
  {
    fg: 'danger',
    bg: 'surface',
    tint: { colour: 'danger', percent: 9 },
    min: 4.5,
    where: 'the error box of the login and register forms',
  },
  { fg: 'surface', bg: 'danger', min: 4.5, where: 'the register form’s problem badge' },
  { fg: INK, bg: 'accent', min: 4.5, where: 'the download button and the Try badge on games' },
  {
    fg: 'textMuted',
    bg: 'surface',
    tint: { colour: 'text', percent: 7 },
    min: 4.5,
    where: 'the login form’s unselected tabs (phone, user name, email)',
  },
  {
    fg: 'primary',
    bg: 'surface',
    tint: { colour: 'primary', percent: 12 },
    min: 3,
    where: 'the menu icons on their tinted tiles',
  },
];

/** What the app uses for an optional colour the theme leaves out (src/ui/base.css). */
export const DEFAULT_COLOURS: Readonly<Partial<Record<ThemeColour, string>>> = {
  textMuted: '#4b5563',
  accent: '#f5b301',
  danger: '#c62828',
};

type Rgba = [number, number, number, number];

/** #rgb, #rgba, #rrggbb, #rrggbbaa (the schema's colour format) → 0-255 channels and alpha 0-1. */
export function parseColour(value: string): Rgba | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1];
  if (!hex) return undefined;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const channels = (full.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  const [r = 0, g = 0, b = 0, a = 255] = channels;
  return [r, g, b, a / 255];
}

/** `front` painted over the opaque `back`. */
function over(front: Rgba, back: Rgba): Rgba {
  const a = front[3];
  return [
    front[0] * a + back[0] * (1 - a),
    front[1] * a + back[1] * (1 - a),
    front[2] * a + back[2] * (1 - a),
    1,
  ];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const WHITE: Rgba = [255, 255, 255, 1];

/** WCAG contrast ratio, 1 to 21; a translucent background is taken over white. */
export function contrastRatio(fg: string, bg: string): number | undefined {
  const front = parseColour(fg);
  const back = parseColour(bg);
  if (!front || !back) return undefined;
  const solidBack = over(back, WHITE);
  const [l1, l2] = [luminance(over(front, solidBack)), luminance(solidBack)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** `tint` at `percent` % over the opaque `back`, as #rrggbb. */
function mix(tint: string, percent: number, back: string): string | undefined {
  const front = parseColour(tint);
  const base = parseColour(back);
  if (!front || !base) return undefined;
  const solid = over([front[0], front[1], front[2], (front[3] * percent) / 100], over(base, WHITE));
  return `#${solid
    .slice(0, 3)
    .map((c) => Math.round(c).toString(16).padStart(2, '0'))
    .join('')}`;
}

export interface PairResult extends ContrastPair {
  ratio: number;
  ok: boolean;
  /** The theme colour a failure is about: `fg`, or `bg` when `fg` is the app's INK. */
  subject: ThemeColour;
  /** True when the theme leaves `subject` out, so the app's default was used. */
  defaulted: boolean;
}

/** Ratio of every pair the theme's colours make (pairs with a malformed colour are left out). */
export function themeContrast(theme: unknown): PairResult[] {
  const colours = asRecord(theme) ?? {};
  const pick = (name: ThemeColour | typeof INK) => {
    if (name === INK) return INK;
    const own = colours[name];
    return typeof own === 'string' ? own : DEFAULT_COLOURS[name];
  };
  return CONTRAST_PAIRS.flatMap((pair) => {
    const fg = pick(pair.fg);
    const base = pick(pair.bg);
    const tint = pair.tint && pick(pair.tint.colour);
    const bg = base && pair.tint ? tint && mix(tint, pair.tint.percent, base) : base;
    const ratio = fg && bg ? contrastRatio(fg, bg) : undefined;
    if (ratio === undefined) return [];
    const subject = pair.fg === INK ? pair.bg : pair.fg;
    const defaulted = typeof colours[subject] !== 'string';
    return [{ ...pair, ratio, ok: ratio >= pair.min, subject, defaulted }];
  });
}

/** "primary on surface", "#111827 on accent", "primary on primary 12 % over surface". */
export function describePair(pair: ContrastPair): string {
  const bg = pair.tint ? `${pair.tint.colour} ${pair.tint.percent} % over ${pair.bg}` : pair.bg;
  return `${pair.fg} on ${bg}`;
}

/** 4.48 stays 4.48 (never rounded up to a pass). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** One error per failing pair, at the front colour (the theme object when it is a default). */
export function checkContrast(tenant: unknown): Issue[] {
  const theme = getPath(tenant, 'theme');
  if (!asRecord(theme)) return [];
  return themeContrast(theme)
    .filter((result) => !result.ok)
    .map((result) => {
      const pointer = result.defaulted ? '/theme' : `/theme/${result.subject}`;
      const fallback = result.defaulted
        ? ` (${result.subject} not set: default ${DEFAULT_COLOURS[result.subject]})`
        : '';
      return error(
        pointer,
        `contrast of ${describePair(result)} is ${formatRatio(result.ratio)}, below the ` +
          `${result.min}:1 WCAG AA asks for ${result.min === 3 ? 'icons' : 'text'}: ` +
          `${result.where}${fallback}`,
      );
    });
}
