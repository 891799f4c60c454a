import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookies } from './cookies';
import { DEVICE_ID_DAYS, DEVICE_ID_KEY, readDeviceId } from './deviceId';
import { createMemoryStore } from './storage';

const ID_A = '0b0e1a52-9d2b-4c55-8c9f-1f6f3f0d2a11';
const ID_B = '7d3f9a10-2b4c-4e8e-9a77-55b1c0de9f42';

function setup(local: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  let generated = 0;
  const deps = {
    local: createMemoryStore(local),
    cookies: createMemoryCookies(cookies),
    randomUUID: () => {
      generated += 1;
      return ID_B;
    },
  };
  return { deps, generated: () => generated };
}

describe('the device id (spec 4 and 5)', () => {
  describe('when none is stored', () => {
    it('generates a 36-character id and keeps it in storage and a 365-day cookie', () => {
      const { deps, generated } = setup();
      expect(readDeviceId(deps)).toBe(ID_B);
      expect(generated()).toBe(1);
      expect(deps.local.get(DEVICE_ID_KEY)).toBe(ID_B);
      expect(deps.cookies.get(DEVICE_ID_KEY)).toBe(ID_B);
      expect(deps.cookies.options.get(DEVICE_ID_KEY)).toEqual({ maxAgeDays: DEVICE_ID_DAYS });
      expect(DEVICE_ID_DAYS).toBe(365);
    });

    it('uses crypto.randomUUID by default, which is 36 characters', () => {
      const { deps } = setup();
      const id = readDeviceId({ local: deps.local, cookies: deps.cookies });
      expect(id).toHaveLength(36);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    });

    describe('on plain http, where crypto.randomUUID and crypto.subtle do not exist', () => {
      afterEach(() => vi.unstubAllGlobals());

      it('still generates and keeps a 36-character id, from getRandomValues', () => {
        const real = globalThis.crypto;
        vi.stubGlobal('crypto', {
          getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
        });
        const { deps } = setup();
        const local = deps.local;
        const id = readDeviceId({ local, cookies: deps.cookies });
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(local.get(DEVICE_ID_KEY)).toBe(id);
        expect(deps.cookies.get(DEVICE_ID_KEY)).toBe(id);
        // The next read finds the same device.
        expect(readDeviceId({ local, cookies: deps.cookies })).toBe(id);
      });
    });
  });

  describe('when a 36-character id is stored', () => {
    it('keeps it, and generates nothing', () => {
      const { deps, generated } = setup({ [DEVICE_ID_KEY]: ID_A }, { [DEVICE_ID_KEY]: ID_A });
      expect(readDeviceId(deps)).toBe(ID_A);
      expect(generated()).toBe(0);
    });

    it('writes it back to a cleared cookie', () => {
      const { deps } = setup({ [DEVICE_ID_KEY]: ID_A });
      readDeviceId(deps);
      expect(deps.cookies.get(DEVICE_ID_KEY)).toBe(ID_A);
    });

    it('takes it from the cookie when local storage was cleared', () => {
      const { deps, generated } = setup({}, { [DEVICE_ID_KEY]: ID_A });
      expect(readDeviceId(deps)).toBe(ID_A);
      expect(deps.local.get(DEVICE_ID_KEY)).toBe(ID_A);
      expect(generated()).toBe(0);
    });
  });

  describe('when the stored id is not exactly 36 characters', () => {
    it.each([
      ['too short', ID_A.slice(1)],
      ['too long', `${ID_A}0`],
      ['empty', ''],
    ])('(%s) discards it and saves a new one everywhere', (_name, stored) => {
      const { deps, generated } = setup({ [DEVICE_ID_KEY]: stored }, { [DEVICE_ID_KEY]: stored });
      expect(readDeviceId(deps)).toBe(ID_B);
      expect(generated()).toBe(1);
      expect(deps.local.get(DEVICE_ID_KEY)).toBe(ID_B);
      expect(deps.cookies.get(DEVICE_ID_KEY)).toBe(ID_B);
    });
  });
});
