import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTenantRoot } from '../testing/createTenantRoot';
import { RootStore } from './RootStore';

let root: RootStore | null = null;
afterEach(() => {
  root?.dispose();
  root = null;
});

describe('RootStore', () => {
  it('stops its reactions: a session ended after dispose clears no cache', async () => {
    ({ root } = await createTenantRoot({ session: 'member' }));
    const clearCaches = vi.spyOn(root.api, 'clearCaches');
    root.dispose();
    root.session.clear();
    expect(clearCaches).not.toHaveBeenCalled();
  });

  it('refuses at start a feature whose store needs one no feature declares', async () => {
    const { root: made } = await createTenantRoot();
    made.dispose();
    const { tenant, platform, launch } = made;
    expect(
      () =>
        new RootStore({
          tenant,
          platform,
          launch,
          loadMessages: () => Promise.resolve({}),
          features: [
            {
              name: 'wallet',
              stores: [{ key: 'menu', kind: 'lazy', needs: ['session'] }],
            },
          ],
        }),
    ).toThrow('store "menu" (feature wallet) needs "session", which no feature declares');
  });
});
