import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_KEY } from '../../../platform/deviceId';
import { SECURE_CONTEXT_REQUIRED } from '../../../platform/secureContext';
import { failureMessage } from './messages';
import { createSocialRoot } from './testing/socialRoot';

/**
 * A page on plain http, as a browser gives it: no crypto.subtle and no crypto.randomUUID (both
 * exist only in secure contexts), getRandomValues still there.
 */
function servePlainHttp(): void {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', {
    getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
  });
}

describe('social sign-in on a site served over plain http', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Google in a popup: no popup, and the message says to open the site with https', async () => {
    const { root, windows } = await createSocialRoot({ tenant: 'pk-urdu' });
    servePlainHttp();
    await root.social.signIn('google');
    expect(windows.popups).toEqual([]);
    expect(root.social.failure).toEqual({
      provider: 'google',
      code: SECURE_CONTEXT_REQUIRED,
      reason: null,
    });
    expect(failureMessage(SECURE_CONTEXT_REQUIRED).defaultMessage).toMatch(
      /open the site with https:\/\//,
    );
  });

  it('Maya still signs in: its login is not encrypted, and the device id needs no randomUUID', async () => {
    const { root, platform } = await createSocialRoot({ tenant: 'ph-maya' });
    servePlainHttp();
    await root.social.signIn('maya');
    expect(root.social.failure).toBeNull();
    expect(root.session.session?.userName).toBe('09171234567');
    expect(platform.local.get(DEVICE_ID_KEY)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
