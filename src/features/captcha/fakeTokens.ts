/**
 * Hex strings that look like GeeTest's, from a seed: the same seed gives the same tokens, so
 * stories and tests can name what they expect. xorshift32; not random, never a secret.
 */
export function fakeHex(seed: number, length: number): string {
  let state = seed >>> 0 || 0x9e3779b9;
  let out = '';
  while (out.length < length) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out += state.toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}
