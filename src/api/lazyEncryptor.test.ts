import { describe, expect, it } from 'vitest';
import { createLazyEncryptor } from './lazyEncryptor';
import type { PayloadEncryptor } from './types';

describe('the lazy encryptor', () => {
  it('loads the real encryptor on the first encrypted call only, once', async () => {
    let loads = 0;
    const real: PayloadEncryptor = {
      encrypt: (json) => Promise.resolve({ body: JSON.stringify(json), headers: {} }),
    };
    const lazy = createLazyEncryptor(() => {
      loads += 1;
      return Promise.resolve(real);
    });
    expect(loads).toBe(0);
    await Promise.all([lazy.encrypt({ a: 1 }), lazy.encrypt({ a: 2 })]);
    expect(loads).toBe(1);
  });

  it('passes forgetKey on once loaded', async () => {
    const forgotten: Array<string | undefined> = [];
    const lazy = createLazyEncryptor(() =>
      Promise.resolve({
        encrypt: () => Promise.resolve({ body: '', headers: {} }),
        forgetKey: (id?: string) => void forgotten.push(id),
      }),
    );
    lazy.forgetKey?.('k0');
    await lazy.encrypt({});
    lazy.forgetKey?.('k1');
    expect(forgotten).toEqual(['k1']);
  });

  it('tries loading again after a failed load', async () => {
    let loads = 0;
    const lazy = createLazyEncryptor(() => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ encrypt: () => Promise.resolve({ body: 'ok', headers: {} }) });
    });
    await expect(lazy.encrypt({})).rejects.toThrow('chunk failed');
    await expect(lazy.encrypt({})).resolves.toEqual({ body: 'ok', headers: {} });
  });
});
