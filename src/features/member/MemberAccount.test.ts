import { describe, expect, it, vi } from 'vitest';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { recordingConnect } from '../../testing/directFetch';

/** A member's root recording the paths it fetched. */
async function memberRoot(firstPaint?: Promise<void>) {
  const fetched: string[] = [];
  const { root } = await createTenantRoot({
    session: 'member',
    start: false,
    connect: recordingConnect(fetched),
    firstPaint,
  });
  const count = (part: string) => fetched.filter((path) => path.includes(part)).length;
  return { root, count };
}

describe('the member data on /m/home (spec 2)', () => {
  it('the first entry after a login is the login’s load; each later entry asks again', async () => {
    const { root, count } = await memberRoot();
    const member = await root.auth.member.load();
    await Promise.all([member.load(), member.refreshHome()]);
    const deposit = count('deposit');
    const inbox = count('inbox');
    expect(deposit).toBeGreaterThan(0);
    expect(inbox).toBeGreaterThan(0);
    await member.refreshHome();
    expect(count('deposit')).toBe(deposit + 1);
    expect(count('inbox')).toBe(inbox + 1);
    expect(member.unreadCount).not.toBeNull();
  });

  it('asks nothing without a session', async () => {
    const { root, count } = await memberRoot();
    const member = await root.auth.member.load();
    root.session.clear();
    await member.refreshHome();
    expect(count('deposit') + count('inbox')).toBe(0);
  });
});

describe('the VIP bar above the banners (decision 0011)', () => {
  it('asks for the rank progress before the first render, once: the data load reuses it', async () => {
    const { root, count } = await memberRoot();
    const member = await root.auth.member.load();
    await member.prepareRankProgress();
    expect(member.rankProgress).not.toBeNull();
    expect(count('getPlayerRankProgress')).toBe(1);
    await member.load();
    expect(count('getPlayerRankProgress')).toBe(1);
    expect(member.unreadCount).not.toBeNull();
  });

  it('the data load asked first (the bar’s code late): the prepare takes its call over, before the paint', async () => {
    let paint: () => void = () => undefined;
    const { root, count } = await memberRoot(new Promise((resolve) => (paint = resolve)));
    const member = await root.auth.member.load();
    // The data's load: member info (first-screen), then its extras, held for the first paint.
    const loading = member.load();
    await vi.waitFor(() => expect(member.info).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(count('getPlayerRankProgress')).toBe(0);
    // The bar's prepare gets its answer without the paint, which waits for the bar.
    void member.prepareRankProgress();
    await vi.waitFor(() => expect(member.rankProgress).not.toBeNull(), { timeout: 5_000 });
    expect(count('getPlayerRankProgress')).toBe(1);
    paint();
    await loading;
    // The held call never went out: one call in all, and the load has the answer too.
    expect(count('getPlayerRankProgress')).toBe(1);
    expect(member.unreadCount).not.toBeNull();
  });
});
