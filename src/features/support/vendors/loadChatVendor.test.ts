import { describe, expect, it } from 'vitest';
import type { ChatKind } from '../supportEntries';
import { FakeChatSession } from './FakeChatSession';
import { loadChatVendor } from './loadChatVendor';
import { vendorDeps } from './testing/testVendorDeps';

const host = { show: (_: FakeChatSession) => undefined, hide: (_: FakeChatSession) => undefined };

describe('choosing the adapter for an entry', () => {
  it.each<[ChatKind, 'widget' | 'link']>([
    ['LIVECHAT', 'widget'],
    ['COMM100', 'widget'],
    ['COMM100VIP', 'widget'],
    ['TX-CHAT', 'link'],
    ['AICAN', 'link'],
    ['MIDUOKE', 'link'],
    ['CBS', 'link'],
  ])('%s gets its real adapter (%s)', async (kind, mode) => {
    const vendor = await loadChatVendor(vendorDeps(kind, 'https://chat.example.test/'), false);
    expect(vendor).toMatchObject({ kind, mode });
  });

  it('every vendor gets the fake when fake providers are on', async () => {
    const vendor = await loadChatVendor(
      vendorDeps('LIVECHAT', 'https://chat.example.test/', { fakeHost: host }),
      true,
    );
    expect(vendor).toMatchObject({ kind: 'LIVECHAT', mode: 'fake' });
    expect((vendor as unknown as { session: unknown }).session).toBeInstanceOf(FakeChatSession);
  });
});
