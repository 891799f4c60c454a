import { afterEach, describe, expect, it } from 'vitest';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { InboxStore } from './InboxStore';

let root: Awaited<ReturnType<typeof createTenantRoot>>['root'] | null = null;
afterEach(() => {
  root?.dispose();
  root = null;
});

/** A root as the app builds it, the member's data loaded as the login loads it (spec 4). */
async function inboxOf(session: 'visitor' | 'member') {
  ({ root } = await createTenantRoot({ session }));
  if (root.session.isLoggedIn) await (await root.auth.member.load()).load();
  return { root, inbox: root.inbox.obtain((r) => new InboxStore(r)) };
}

describe('the unread inbox line', () => {
  it('shows a regular member their two unread notices', async () => {
    const { inbox } = await inboxOf('member');
    expect(inbox.visible).toBe(true);
    expect(inbox.unread).toBe(2);
    expect(inbox.shownCount).toBe(2);
    expect(inbox.capped).toBe(false);
  });

  it('shows nothing to a visitor', async () => {
    const { inbox } = await inboxOf('visitor');
    expect(inbox.visible).toBe(false);
    expect(inbox.unread).toBeNull();
  });

  it('goes when the member logs out', async () => {
    const { root, inbox } = await inboxOf('member');
    root.session.clear();
    expect(inbox.visible).toBe(false);
  });

  it('says 99+ above 99, and nothing for an empty inbox', () => {
    const member = (unreadCount: number) =>
      new InboxStore({
        session: { isLoggedIn: true },
        auth: { member: { current: { unreadCount } } },
      });
    expect([member(150).shownCount, member(150).capped]).toEqual([99, true]);
    expect([member(99).shownCount, member(99).capped]).toEqual([99, false]);
    expect(member(0).visible).toBe(false);
  });
});
