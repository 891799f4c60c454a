import { reaction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { relayStateOf } from '../../../demo-api/data/relayState';
import type { TenantRootOptions } from '../../testing/createTenantRoot';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { demoSession } from '../../testing/demoSession';
import { supportMessages } from './messages';
import type { SupportOptions } from './SupportStore';
import { SupportStore } from './SupportStore';
import type { ChatVendor } from './vendors/ChatVendor';

/** Roots built by a test, disposed after it (their timers and reactions). */
const roots: Array<{ dispose(): void }> = [];

afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

/** A started store over a real root and demo API, with the member's data in. */
async function setup(options: TenantRootOptions = {}, storeOptions: SupportOptions = {}) {
  const { root, api, platform } = await createTenantRoot(options);
  roots.push(root);
  const support = root.support.obtain((r) => new SupportStore(r, storeOptions));
  support.start();
  await support.load();
  if (root.session.isLoggedIn) await (await root.auth.member.load()).load();
  return { root, api, platform, support };
}

const listed = (support: SupportStore) => support.entries.map((entry) => entry.name ?? entry.kind);

describe('the list per VIP label (spec 5), from WPSCORE_getCustomerServiceScript', () => {
  it.each([
    ['demo', 'visitor', ['Live chat', 'Agent desk']],
    ['demo', 'member', ['CBS', 'Live chat', 'Agent desk']],
    ['demo', 'vip', ['CBS', 'Gold VIP host']],
    ['ph-maya', 'visitor', ['Live chat', 'Help bot', 'Cash-in and cash-out desk']],
    ['ph-maya', 'member', ['Live chat', 'Help bot', 'Cash-in and cash-out desk']],
    ['ph-maya', 'vip', ['Star and Superstar host']],
    ['vn-lotto', 'vip', ['CBS', 'Quản lý riêng Bạch Kim và Kim Cương']],
  ] as const)('%s as %s', async (tenant, session, expected) => {
    const { support } = await setup({ tenant, session });
    expect(listed(support)).toEqual(expected);
  });

  it("decodes the answer's paths once: each read of the list after it finds them decoded", async () => {
    const { support } = await setup({ tenant: 'demo', session: 'vip' });
    const decoded = support.decoded;
    expect(listed(support)).toEqual(['CBS', 'Gold VIP host']);
    expect(support.list.entries).toHaveLength(1);
    expect(support.decoded).toBe(decoded);
    expect(decoded.chats.size).toBeGreaterThan(1);
  });

  it('decodes each address from its path (last 8 characters the key)', async () => {
    const { support } = await setup({ tenant: 'pk-urdu' });
    expect(support.entries.map((entry) => entry.address)).toEqual([
      'https://chat.sitaraplay.test/livechat/?lang=ur',
      'https://kf.sitaraplay.test/Web/im.aspx?_=t&accountid=41207',
    ]);
  });
});

describe('tapping customer service', () => {
  it('shows the list when there are several entries', async () => {
    const { support } = await setup({ tenant: 'demo' });
    await support.tap();
    expect(support.listOpen).toBe(true);
    expect(support.fakeChat).toBeNull();
  });

  it('opens the list at once when the entries and the member are in, the button never busy', async () => {
    const { support } = await setup({ tenant: 'demo', session: 'member' });
    const busy: boolean[] = [];
    const stop = reaction(
      () => support.pending,
      (pending) => busy.push(pending),
    );
    const tapped = support.tap();
    // In the tap itself, before any answer or promise: one render opens it.
    expect(support.listOpen).toBe(true);
    await tapped;
    stop();
    expect(busy).toEqual([]);
  });

  it('shows the button busy while a first tap waits for the entries', async () => {
    const { root } = await createTenantRoot({ tenant: 'demo' });
    roots.push(root);
    const support = root.support.obtain((r) => new SupportStore(r));
    const tapped = support.tap();
    expect(support.pending).toBe(true);
    expect(support.listOpen).toBe(false);
    await tapped;
    expect(support.pending).toBe(false);
    expect(support.listOpen).toBe(true);
  });

  it("opens the one entry's chat directly", async () => {
    const { support } = await setup({ tenant: 'ph-maya', session: 'vip' });
    await support.tap();
    expect(support.listOpen).toBe(false);
    expect(support.fakeChat).toMatchObject({
      kind: 'COMM100VIP',
      name: 'Star and Superstar host',
      address: 'https://vip.pisopanalo.test/comm100/chat?plan=superstar',
      identity: { customerName: 'vip1' },
    });
  });

  it('says so when the entries cannot be loaded, and asks again on the next tap', async () => {
    const { root, api, support } = await setup({
      tenant: 'demo',
      faults: [{ path: '/wps/relay/WPSCORE_getCustomerServiceScript', status: 500 }],
    });
    expect(support.loadState).toBe('failed');
    await support.tap();
    expect(root.notices.current?.message).toMatchObject({ id: supportMessages.loadFailed.id });
    await api.app.fetch(new Request('http://demo.test/__demo/faults', { method: 'DELETE' }));
    root.api.clearCaches();
    await support.tap();
    expect(support.listOpen).toBe(true);
  });

  it('says so when a chat cannot open, and builds its adapter afresh next time', async () => {
    const opens = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('blocked'));
    opens.mockResolvedValue(undefined);
    const built: ChatVendor[] = [];
    const loadVendor: SupportOptions['loadVendor'] = (deps) => {
      const vendor: ChatVendor = {
        kind: deps.target.kind,
        mode: 'widget',
        open: opens,
        setIdentity: () => undefined,
        clear: () => undefined,
        dispose: () => undefined,
      };
      built.push(vendor);
      return Promise.resolve(vendor);
    };
    const { root, support } = await setup({ tenant: 'demo' }, { loadVendor });
    const [liveChat] = support.entries;
    await support.open(liveChat!);
    expect(root.notices.current?.message).toMatchObject({ id: supportMessages.openFailed.id });
    await support.open(liveChat!);
    expect(opens).toHaveBeenCalledTimes(2);
    expect(built).toHaveLength(2);
    expect(support.opening).toBeNull();
  });
});

describe('the chat identity follows the session (spec 4)', () => {
  it('gives the chat the customer name and auth key, saved under the key for the vendor', async () => {
    const { root, api, support } = await setup({ tenant: 'ph-maya', session: 'member' });
    await support.open(support.entries[0]!);
    const identity = root.auth.member.current?.chatIdentity;
    expect(identity?.customerName).toBe('member1');
    expect(support.fakeChat?.identity).toEqual(identity);
    const saved = relayStateOf(api.state).memberInfo.get(`ph-maya:${identity?.authKey}`);
    expect(saved).toMatchObject({ customerName: 'member1' });
  });

  it('clears and closes the chat at logout; it opens again for a visitor', async () => {
    const { root, support } = await setup({ tenant: 'ph-maya', session: 'member' });
    await support.open(support.entries[0]!);
    const chat = support.fakeChat;
    await root.auth.logout();
    expect(chat?.identity).toBeNull();
    expect(chat?.events.at(-1)).toEqual({ type: 'cleared' });
    expect(support.fakeChat).toBeNull();
    await support.open(support.entries[0]!);
    expect(support.fakeChat).toBe(chat);
    expect(support.fakeChat?.identity).toBeNull();
  });

  it('gives an open chat the identity of a member who signs in', async () => {
    const { root, api, support } = await setup({ tenant: 'ph-maya' });
    await support.open(support.entries[0]!);
    expect(support.fakeChat?.identity).toBeNull();
    const session = await demoSession('member', 'ph-maya', api);
    root.session.setSession(session!);
    await (await root.auth.member.load()).load();
    expect(support.fakeChat?.identity).toMatchObject({ customerName: 'member1' });
    expect(support.fakeChat?.events).toEqual([{ type: 'identity', customerName: 'member1' }]);
  });

  it('tells the chat a new language', async () => {
    const { root, support } = await setup({ tenant: 'demo' });
    await support.open(support.entries[0]!);
    await root.locale.setLanguage('VI');
    expect(support.fakeChat?.language).toBe('VI');
    expect(support.fakeChat?.events).toEqual([{ type: 'language', language: 'VI' }]);
  });
});

describe('the platform chat (CBS3)', () => {
  it('is not offered without CBS3, nor to a visitor', async () => {
    expect(listed((await setup({ tenant: 'ph-maya', session: 'member' })).support)).not.toContain(
      'CBS',
    );
    expect(listed((await setup({ tenant: 'demo' })).support)).not.toContain('CBS');
  });

  it("shows the member's unread count, opens with CBS_launchChat and then reads 0", async () => {
    const { support } = await setup({ tenant: 'th-line', session: 'member' });
    await vi.waitFor(() => expect(support.unreadCount).toBeGreaterThanOrEqual(1));
    const [platformChat] = support.entries;
    expect(platformChat?.kind).toBe('CBS');
    await support.open(platformChat!);
    expect(support.fakeChat).toMatchObject({ kind: 'CBS' });
    expect(support.fakeChat?.address).toMatch(/^https:\/\/[^/]+\/cbs\/chat\?merchant=th-line/);
    expect(support.unreadCount).toBe(0);
    support.closeFakeChat();
    await vi.waitFor(() => expect(support.unreadCount).toBe(0));
  });

  it('drops the count at logout', async () => {
    const { root, support } = await setup({ tenant: 'th-line', session: 'member' });
    await vi.waitFor(() => expect(support.unreadCount).not.toBeNull());
    await root.auth.logout();
    expect(support.unreadCount).toBeNull();
  });
});

describe('the button before any answer', () => {
  it('shows while the entries load, and hides when there is nothing to open', async () => {
    const { root } = await createTenantRoot({ tenant: 'demo' });
    roots.push(root);
    const tenant = { ...root.tenant, customerService: [] };
    const support = new SupportStore({ ...root, tenant }, {});
    expect(support.available).toBe(false);
    const withEntries = new SupportStore(root);
    expect(withEntries.available).toBe(true);
    await withEntries.load();
    expect(withEntries.available).toBe(true);
  });
});
