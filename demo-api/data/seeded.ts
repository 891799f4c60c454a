/**
 * Deterministic numbers for demo data: the same merchantCode always gives the same catalogue,
 * ids and progress, so tests and screenshots are stable.
 */

/** 32-bit FNV-1a of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): `next()` in [0, 1), `int(min, max)` inclusive. */
export interface SeededRandom {
  next(): number;
  int(min: number, max: number): number;
}

export function seededRandom(seed: string): SeededRandom {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

/** A stable id in [base, base + span) for one thing of one merchant. */
export function stableId(merchantCode: string, thing: string, base: number, span: number): number {
  return base + (hashString(`${merchantCode}:${thing}`) % span);
}

/** Lower-case hex of random bytes (WebCrypto: works in Node and browsers). */
export function randomHex(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}
