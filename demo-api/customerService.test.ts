import { describe, expect, it } from 'vitest';
import type { ChatLaunch, CustomerServiceScript } from '../src/api/calls/support.ts';
import { decodeCsPath } from '../src/config/csPath.ts';
import { createDemoApi } from './createDemoApi.ts';
import { MAX_WAITING, REPLY_EVERY_MS, waitingMessages } from './data/platformChat.ts';
import { relayCall, valueOf } from './relayTestSupport.ts';
import { qaToken } from './sessions.ts';
import { FIXED_NOW, repoTenants } from './testSupport.ts';

const tenants = repoTenants();

describe.each(tenants.map((t) => [t.merchantCode, t] as const))(
  'customer service of %s',
  (merchant, tenant) => {
    const api = createDemoApi({ tenants, now: () => FIXED_NOW });

    async function script() {
      return valueOf(
        await relayCall<CustomerServiceScript>(
          api,
          'WPSCORE_getCustomerServiceScript',
          {},
          { merchant },
        ),
      ).entries;
    }

    async function labelOf(login: string): Promise<number | null> {
      await api.state.ready;
      return api.state.members.get(merchant)?.get(login)?.clubLabel?.labelId ?? null;
    }

    it('serves entries for everyone and entries for VIP labels the tenant has', async () => {
      const entries = await script();
      const known = new Set((tenant.vipLabels ?? []).map((label) => label.labelId));
      expect(entries.some((entry) => entry.labelIds.length === 0)).toBe(true);
      const labelled = entries.filter((entry) => entry.labelIds.length > 0);
      expect(labelled.length).toBeGreaterThan(0);
      for (const entry of labelled) expect(entry.labelIds.every((id) => known.has(id))).toBe(true);
    });

    it('has entries for vip1 (highest label) and none for member1 (lowest)', async () => {
      const entries = await script();
      const vip = await labelOf('vip1');
      const member = await labelOf('member1');
      expect(entries.some((entry) => vip !== null && entry.labelIds.includes(vip))).toBe(true);
      expect(entries.some((entry) => member !== null && entry.labelIds.includes(member))).toBe(
        false,
      );
    });

    it('gives every path encoded, decoding to an https address', async () => {
      for (const entry of await script()) {
        expect(entry.path).not.toMatch(/^https?:/);
        expect(new URL(decodeCsPath(entry.path) ?? 'invalid:').protocol).toBe('https:');
      }
    });
  },
);

describe('the platform chat of the demo (CBS3)', () => {
  let now = FIXED_NOW;
  const api = createDemoApi({ tenants: repoTenants(), now: () => now });
  const as = (login: string) => ({ merchant: 'th-line', token: qaToken('th-line', login) });
  const unread = async (login: string) =>
    valueOf(await relayCall<number>(api, 'CBS_unreadCount', {}, as(login)));

  it('reads every message when opened; the agent then replies every 2 minutes, up to 3', async () => {
    expect(await unread('member1')).toBeGreaterThanOrEqual(1);
    valueOf(await relayCall<ChatLaunch>(api, 'CBS_launchChat', {}, as('member1')));
    expect(await unread('member1')).toBe(0);
    now += REPLY_EVERY_MS - 1;
    expect(await unread('member1')).toBe(0);
    now += 1;
    expect(await unread('member1')).toBe(1);
    now += REPLY_EVERY_MS * 10;
    expect(await unread('member1')).toBe(MAX_WAITING);
  });

  it("keeps each member's count apart", async () => {
    const before = await unread('agent1');
    valueOf(await relayCall<ChatLaunch>(api, 'CBS_launchChat', {}, as('vip1')));
    expect(await unread('vip1')).toBe(0);
    expect(await unread('agent1')).toBe(before);
  });

  it('gives each member a chat address of their own', async () => {
    const launch = valueOf(await relayCall<ChatLaunch>(api, 'CBS_launchChat', {}, as('type4')));
    const url = new URL(launch.chatUrl);
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('merchant')).toBe('th-line');
    expect(url.searchParams.get('member')).toMatch(/^\d+$/);
  });
});

describe('waiting messages', () => {
  it('are the seeded ones before the first opening, whatever the time', () => {
    expect(waitingMessages({ seeded: 2, openedAt: null }, FIXED_NOW * 2)).toBe(2);
  });

  it('never go below 0 (a clock that went back)', () => {
    expect(waitingMessages({ seeded: 2, openedAt: FIXED_NOW }, FIXED_NOW - REPLY_EVERY_MS)).toBe(0);
  });
});
