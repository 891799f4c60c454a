import type { PayloadEncryptor } from './types';

/**
 * An encryptor whose code loads on the first encrypted call, so WebCrypto wrapping stays out of
 * the initial bundle of pages that never send one.
 */
export function createLazyEncryptor(load: () => Promise<PayloadEncryptor>): PayloadEncryptor {
  let loading: Promise<PayloadEncryptor> | null = null;
  // Kept once loaded, so forgetKey acts before the client's retry encrypts again.
  let loaded: PayloadEncryptor | null = null;
  const get = () =>
    (loading ??= load().then(
      (encryptor) => (loaded = encryptor),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    encrypt: async (json) => (await get()).encrypt(json),
    forgetKey: (keyId) => loaded?.forgetKey?.(keyId),
  };
}
