/**
 * A random UUID (RFC 9562 version 4), on every origin. crypto.randomUUID exists only in secure
 * contexts (https, localhost), so a merchant site served on plain http, or an older phone,
 * has none; crypto.getRandomValues exists everywhere and gives the same 122 random bits.
 */
export function randomUuid(): string {
  const source = globalThis.crypto;
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  return uuidFromBytes(source.getRandomValues(new Uint8Array(16)));
}

/** Sixteen random bytes formatted as a version 4, variant 10 UUID (36 characters). */
export function uuidFromBytes(random: Uint8Array): string {
  if (random.length !== 16) throw new RangeError(`a UUID takes 16 bytes, not ${random.length}`);
  const bytes = Uint8Array.from(random);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
