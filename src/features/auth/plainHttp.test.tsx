import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_KEY } from '../../platform/deviceId';
import { renderWithTenant } from '../../testing/renderWithTenant';

const SLOW = { timeout: 10_000 };

/**
 * A page on plain http, as a browser gives it: no crypto.randomUUID and no crypto.subtle (both
 * exist only in secure contexts), getRandomValues still there.
 */
function servePlainHttp(): void {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', {
    getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
  });
}

describe('signing in on a site served over plain http', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the member to open the site with https, instead of failing without a word', async () => {
    servePlainHttp();
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    const { root, platform } = await renderWithTenant({ path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }, SLOW), 'member1');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/open the site with https:\/\//, {}, SLOW)).toBeVisible();
    expect(root.session.isLoggedIn).toBe(false);
    // The device id was still made, from getRandomValues.
    await waitFor(() =>
      expect(platform.local.get(DEVICE_ID_KEY)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    );
  });
});
