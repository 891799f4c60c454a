import { describe, expect, it } from 'vitest';
import type { TenantPush } from '../../config/tenant.gen';
import { DEVICE_ID_KEY } from '../../platform/deviceId';
import { createMemoryNotifications } from '../../platform/testing/notificationsMemory';
import { createTestPlatform } from '../../testing/createTestPlatform';
import { tenantByCode } from '../../testing/tenants';
import { loadMessagingProvider } from './loadMessagingProvider';
import { calendarDay, readEntry, REGISTRATION_KEY } from './pushRecord';

const DEVICE = '0123456789abcdef0123456789abcdef0123';
const realPush = tenantByCode('ph-maya').push as TenantPush;

function platformWith(useFakeProviders: boolean) {
  return createTestPlatform({
    fetch: () => Promise.reject(new Error('no network in this test')),
    useFakeProviders,
    local: { [DEVICE_ID_KEY]: DEVICE },
  });
}

describe('choosing the messaging provider', () => {
  it('is the fake where providers are faked, with a token of this device', async () => {
    const provider = await loadMessagingProvider({
      push: realPush,
      merchantCode: 'ph-maya',
      platform: platformWith(true),
      notifications: createMemoryNotifications(),
    });
    expect(provider.kind).toBe('fake');
    await expect(provider.getToken()).resolves.toBe(`fake-fcm.ph-maya.${DEVICE}.1`);
  });

  it("is the fake when the tenant says 'fake'", async () => {
    const provider = await loadMessagingProvider({
      push: { enabled: true, provider: 'fake' },
      merchantCode: 'demo',
      platform: platformWith(false),
      notifications: createMemoryNotifications(),
    });
    expect(provider.kind).toBe('fake');
  });

  it('is Firebase for a merchant with a complete config', async () => {
    const provider = await loadMessagingProvider({
      push: realPush,
      merchantCode: 'ph-maya',
      platform: platformWith(false),
      notifications: createMemoryNotifications(),
    });
    expect(provider.kind).toBe('firebase');
  });

  it('names the missing config values (spec 8)', async () => {
    const { vapidKey: _v, appId: _a, ...push } = realPush;
    await expect(
      loadMessagingProvider({
        push,
        merchantCode: 'ph-maya',
        platform: platformWith(false),
        notifications: createMemoryNotifications(),
      }),
    ).rejects.toMatchObject({
      code: 'missing-config',
      message: expect.stringContaining('vapidKey, appId'),
    });
  });
});

describe('the stored registration', () => {
  it('reads only well-formed entries', () => {
    const platform = platformWith(true);
    platform.local.set(REGISTRATION_KEY, '{"status":"registered","token":""}');
    expect(readEntry(platform.local)).toBeNull();
    platform.local.set(REGISTRATION_KEY, 'not json');
    expect(readEntry(platform.local)).toBeNull();
    platform.local.set(REGISTRATION_KEY, '{"status":"in-progress","startedAt":5}');
    expect(readEntry(platform.local)).toEqual({ status: 'in-progress', startedAt: 5 });
  });

  it('counts calendar days on the device’s own clock', () => {
    expect(calendarDay(new Date(2025, 0, 5, 23, 59).getTime())).toBe('2025-01-05');
    expect(calendarDay(new Date(2025, 0, 6, 0, 0).getTime())).toBe('2025-01-06');
  });
});
