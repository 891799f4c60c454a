import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { demoToken } from '../../testing/demoSession';

const VIP1 = demoToken('demo', 'vip1');
const MEMBER1 = demoToken('demo', 'member1');

/**
 * A tab signed in as `current` opens a sign-in link carrying `link` (SessionStore.restore leaves
 * it in linkToken); the session's start decides, against the demo API.
 */
async function openLink(link: string, current: string = VIP1) {
  const made = await createTenantRoot({ start: false, session: 'visitor' });
  const { root } = made;
  root.session.setSession({ token: current });
  runInAction(() => (root.session.linkToken = link));
  await root.auth.start();
  return made;
}

describe('a sign-in link opened in a tab signed in as another member', () => {
  it('asks, naming both accounts; the tab stays signed in meanwhile', async () => {
    const { root, platform } = await openLink(MEMBER1);
    expect(root.auth.linkSignIn?.choice).toEqual({ current: 'vip1', link: 'member1' });
    expect(root.session.token).toBe(VIP1);
    expect(platform.env.record.reloads).toBe(0);
  });

  it('"keep": the tab stays vip1 and the link token is forgotten', async () => {
    const { root, platform } = await openLink(MEMBER1);
    root.auth.linkSignIn!.keep();
    expect(root.auth.linkSignIn!.choice).toBeNull();
    expect(root.session.token).toBe(VIP1);
    root.auth.linkSignIn!.switchAccount();
    expect(root.session.token).toBe(VIP1);
    expect(platform.env.record.reloads).toBe(0);
  });

  it('"switch": the link account is the session, and the page starts again as it', async () => {
    const { root, platform } = await openLink(MEMBER1);
    root.auth.linkSignIn!.switchAccount();
    expect(root.session.token).toBe(MEMBER1);
    expect(JSON.parse(platform.session.get('sessionInfo')!)).toEqual({
      token: MEMBER1,
      merchantCode: 'demo',
    });
    expect(platform.env.record.reloads).toBe(1);
  });

  it('the same member’s fresh token replaces the session quietly, as before', async () => {
    const made = await createTenantRoot({ start: false, path: '/login' });
    const { root, platform } = made;
    expect(
      await root.auth.login({
        method: 'username',
        username: 'vip1',
        password: 'Passw0rd!',
        remember: false,
      }),
    ).toBe(true);
    const issued = root.session.token;
    expect(issued).not.toBe(VIP1);
    runInAction(() => (root.session.linkToken = VIP1));
    await root.auth.start();
    expect(root.auth.linkSignIn?.choice).toBeNull();
    expect(root.session.token).toBe(VIP1);
    expect(platform.env.record.reloads).toBe(0);
  });

  it('a link token that names no one leaves the session and shows nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root } = await openLink(demoToken('demo', 'nobody'));
    expect(root.auth.linkSignIn?.choice).toBeNull();
    // The app's client would have logged the member out on user.or.token.invalid.
    expect(root.session.token).toBe(VIP1);
    expect(root.notices.current).toBeNull();
    expect(root.navigation.pending).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('names no member'));
    warn.mockRestore();
  });

  it('when the tab session was over already, the link signs in as without one', async () => {
    const { root, platform } = await openLink(MEMBER1, 'expired-token');
    expect(root.auth.linkSignIn?.choice).toBeNull();
    expect(root.session.token).toBe(MEMBER1);
    expect(platform.env.record.reloads).toBe(1);
  });
});
