import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { relayStateOf } from '../../../demo-api/data/relayState';
import type { TenantConfig } from '../../config/tenant.gen';
import type { PermissionAnswer } from '../../platform/notifications';
import { createMemoryNotifications } from '../../platform/testing/notificationsMemory';
import { createFakeClock } from '../../testing/createFakeClock';
import { createTenantRoot } from '../../testing/createTenantRoot';
import type { SessionChoice } from '../../testing/demoSession';
import { demoToken } from '../../testing/demoSession';
import { tenantByCode } from '../../testing/tenants';
import type { FakeMessaging } from './fakeMessaging';
import { createFakeMessaging } from './fakeMessaging';
import type { MessagingErrorCode } from './MessagingProvider';
import { pushMessages } from './messages';
import type { RegistrationEntry } from './pushRecord';
import {
  calendarDay,
  OPTED_OUT_KEY,
  PROMPT_CLOSED_KEY,
  readEntry,
  REGISTRATION_KEY,
  REGISTRATION_POLL_MS,
  REGISTRATION_STALE_MS,
  TOKEN_REFRESH_MS,
} from './pushRecord';
import { PushStore } from './PushStore';

/** 09:00 local time on a weekday: calendar days are the device's own. */
const MORNING = new Date(2025, 2, 12, 9, 0, 0).getTime();
const HOUR = 60 * 60 * 1000;
/** The demo tenant waits 10 s (tenants/demo.json push.promptDelaySeconds). */
const DELAY = 10_000;

interface Options {
  tenant?: string;
  tenantConfig?: TenantConfig;
  session?: SessionChoice;
  permission?: PermissionAnswer;
  supported?: boolean;
  now?: number;
  local?: Record<string, string>;
  /** What the provider does, set before the store starts. */
  provider?: (fake: FakeMessaging) => void;
  /** The demo API's registrations before the store starts. */
  registered?: string[];
}

const stored = (entry: RegistrationEntry) => ({ [REGISTRATION_KEY]: JSON.stringify(entry) });

async function setup(options: Options = {}) {
  const clock = createFakeClock(options.now ?? MORNING);
  const { root, api, platform } = await createTenantRoot({
    tenant: options.tenant ?? 'demo',
    tenantConfig: options.tenantConfig,
    session: options.session ?? 'member',
    clock,
    local: options.local,
    start: false,
  });
  platform.notifications = createMemoryNotifications({
    supported: options.supported,
    permission: options.permission,
  });
  const merchant = root.tenant.merchantCode;
  const fake = createFakeMessaging({ merchantCode: merchant, installationId: 'device-1' });
  options.provider?.(fake);
  for (const token of options.registered ?? []) {
    const fcm = relayStateOf(api.state).fcm;
    fcm.set(merchant, fcm.get(merchant) ?? new Map());
    fcm.get(merchant)?.set(token, { memberId: null, topics: new Set(['ALL']) });
  }
  const stores: PushStore[] = [];
  /** A page opening: a push store started over this browser's storage and clock. */
  const open = () => {
    const store = new PushStore(root, { loadProvider: () => Promise.resolve(fake) });
    stores.push(store);
    store.start();
    return store;
  };
  const store = open();
  const registrations = () => relayStateOf(api.state).fcm.get(merchant) ?? new Map();
  const member = api.state.members.get(merchant)?.get('member1');
  return {
    store,
    open,
    clock,
    root,
    platform,
    fake,
    registrations,
    memberId: member?.id,
    dispose: () => stores.forEach((s) => s.dispose()),
  };
}

let cleanup: Array<() => void> = [];
beforeEach(() => {
  // Failed registrations are reported with console.warn, as they should be; keep the output calm.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup.forEach((dispose) => dispose());
  cleanup = [];
});

async function started(options: Options = {}) {
  const result = await setup(options);
  cleanup.push(result.dispose);
  return result;
}

describe('the permission modal (spec 4, 9)', () => {
  it('shows promptDelaySeconds after start for a member who has not answered', async () => {
    const { store, clock } = await started();
    clock.advance(DELAY - 1);
    expect(store.promptOpen).toBe(false);
    clock.advance(1);
    expect(store.promptOpen).toBe(true);
  });

  it('waits 10 s when the tenant names no delay', async () => {
    const demo = tenantByCode('demo');
    const tenantConfig = { ...demo, push: { enabled: true, provider: 'fake' as const } };
    const { store, clock } = await started({ tenantConfig });
    clock.advance(9_999);
    expect(store.promptOpen).toBe(false);
    clock.advance(1);
    expect(store.promptOpen).toBe(true);
  });

  it('is not shown to a visitor, and is shown the delay after a login', async () => {
    const { store, clock, root } = await started({ session: 'visitor' });
    clock.advance(10 * DELAY);
    expect(store.promptOpen).toBe(false);
    root.session.setSession({ token: demoToken('demo', 'member1'), userName: 'member1' });
    clock.advance(DELAY);
    expect(store.promptOpen).toBe(true);
  });

  it.each<[string, Options]>([
    ['push is off for the tenant', { tenant: 'vn-lotto' }],
    ['the browser has no notifications', { supported: false }],
    ['the member allowed notifications before', { permission: 'granted' }],
    ['the member blocked notifications', { permission: 'denied' }],
  ])('is not shown when %s', async (_, options) => {
    const { store, clock } = await started(options);
    clock.advance(10 * DELAY);
    expect(store.promptOpen).toBe(false);
  });

  it('closes on a logout before it shows', async () => {
    const { store, clock, root } = await started();
    clock.advance(DELAY);
    root.session.clear();
    expect(store.promptOpen).toBe(false);
  });

  describe('at most once per calendar day', () => {
    it('is not shown again the same day once closed, and is the next day', async () => {
      const { store, open, clock, platform } = await started();
      clock.advance(DELAY);
      store.later();
      expect(store.promptOpen).toBe(false);
      expect(platform.local.get(PROMPT_CLOSED_KEY)).toBe(calendarDay(MORNING));

      // The same day, 23:59: a new page does not show it.
      clock.advance(new Date(2025, 2, 12, 23, 59).getTime() - clock.now());
      const evening = open();
      clock.advance(DELAY);
      expect(evening.promptOpen).toBe(false);

      // Just after midnight: a new day, a new page shows it again.
      clock.advance(new Date(2025, 2, 13, 0, 1).getTime() - clock.now());
      const nextDay = open();
      clock.advance(DELAY);
      expect(nextDay.promptOpen).toBe(true);
    });
  });
});

describe('when the member allows notifications', () => {
  it('asks the browser inside the tap, then binds the token and subscribes it to ALL', async () => {
    const { store, clock, platform, registrations, memberId, fake } = await started();
    clock.advance(DELAY);
    const allowing = store.allow();
    // No await before the browser's question: it keeps the tap's user activation.
    expect(platform.notifications.requests()).toBe(1);
    await allowing;
    expect(store.promptOpen).toBe(false);
    expect(store.registration).toBe('registered');
    const token = 'fake-fcm.demo.device-1.1';
    expect(fake.calls.getToken).toBe(1);
    const registration = registrations().get(token);
    expect(registration?.memberId).toBe(memberId);
    expect([...(registration?.topics ?? [])]).toEqual(['ALL']);
    expect(readEntry(platform.local)).toEqual({
      status: 'registered',
      token,
      boundAt: MORNING + DELAY,
      member: String(memberId),
    });
    expect(platform.local.get(PROMPT_CLOSED_KEY)).toBe(calendarDay(MORNING));
  });

  it('registers without asking at the next start, once the browser allows it', async () => {
    const { store, registrations } = await started({ permission: 'granted' });
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    expect(store.promptOpen).toBe(false);
    expect(registrations().size).toBe(1);
  });

  it('binds again at a login in the page', async () => {
    const { store, root, fake } = await started({ permission: 'granted' });
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    root.session.clear();
    root.session.setSession({ token: demoToken('demo', 'agent1'), userName: 'agent1' });
    await vi.waitFor(() => expect(fake.calls.getToken).toBe(2));
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
  });
});

describe('when the member denies notifications', () => {
  it('closes the modal and shows the notification_request_tips text', async () => {
    const { store, clock, platform, root, registrations, fake } = await started();
    platform.notifications.answerWith('denied');
    clock.advance(DELAY);
    await store.allow();
    expect(store.promptOpen).toBe(false);
    expect(root.notices.current?.message).toEqual(pushMessages.notificationRequestTips);
    expect(fake.calls.getToken).toBe(0);
    expect(registrations().size).toBe(0);
    expect(store.permission).toBe('denied');
  });

  it('shows no tip when the browser question was only dismissed, and not again today', async () => {
    const { store, open, clock, platform, root } = await started();
    platform.notifications.answerWith('default');
    clock.advance(DELAY);
    await store.allow();
    expect(store.promptOpen).toBe(false);
    expect(root.notices.current).toBeNull();
    const again = open();
    clock.advance(DELAY);
    expect(again.promptOpen).toBe(false);
  });
});

describe('token refresh every 7 days (spec 9)', () => {
  it('binds again 7 days after the last bind, in a page left open', async () => {
    const { store, clock, fake, platform } = await started({ permission: 'granted' });
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    clock.advance(TOKEN_REFRESH_MS - 1);
    expect(fake.calls.getToken).toBe(1);
    clock.advance(1);
    await vi.waitFor(() => expect(fake.calls.getToken).toBe(2));
    await vi.waitFor(() =>
      expect(readEntry(platform.local)).toMatchObject({ boundAt: MORNING + TOKEN_REFRESH_MS }),
    );
  });

  it('binds at start when the last bind is 7 days old, and drops a token that changed', async () => {
    const old = 'fake-fcm.demo.device-1.1';
    const { store, fake, registrations } = await started({
      permission: 'granted',
      local: stored({
        status: 'registered',
        token: old,
        boundAt: MORNING - TOKEN_REFRESH_MS,
        member: null,
      }),
      provider: (fake) => fake.rotate(),
      registered: [old],
    });
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    expect(fake.calls.getToken).toBe(1);
    expect(registrations().has('fake-fcm.demo.device-1.2')).toBe(true);
    await vi.waitFor(() => expect(registrations().has(old)).toBe(false));
  });

  it('does nothing at start within the 7 days', async () => {
    const { store, fake } = await started({
      permission: 'granted',
      local: stored({ status: 'registered', token: 't', boundAt: MORNING - HOUR, member: null }),
    });
    await Promise.resolve();
    expect(fake.calls.getToken).toBe(0);
    expect(store.registration).toBe('registered');
  });
});

describe('a registration in progress (spec 4)', () => {
  it('is reset when it is stale, then this page registers', async () => {
    const { store, fake } = await started({
      permission: 'granted',
      local: stored({ status: 'in-progress', startedAt: MORNING - REGISTRATION_STALE_MS }),
    });
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    expect(fake.calls.getToken).toBe(1);
  });

  it('is waited for while fresh, and taken when another tab completes it', async () => {
    const { store, clock, fake, platform } = await started({
      permission: 'granted',
      local: stored({ status: 'in-progress', startedAt: MORNING - 2_000 }),
    });
    expect(store.registration).toBe('in-progress');
    clock.advance(REGISTRATION_POLL_MS * 5);
    expect(fake.calls.getToken).toBe(0);
    platform.local.set(
      REGISTRATION_KEY,
      JSON.stringify({
        status: 'registered',
        token: 'other-tab',
        boundAt: clock.now(),
        member: null,
      }),
    );
    clock.advance(REGISTRATION_POLL_MS);
    expect(store.registration).toBe('registered');
    await Promise.resolve();
    expect(fake.calls.getToken).toBe(0);
  });

  it('is reset once it goes stale while waited for', async () => {
    const { store, clock, fake } = await started({
      permission: 'granted',
      local: stored({ status: 'in-progress', startedAt: MORNING - 2_000 }),
    });
    clock.advance(REGISTRATION_STALE_MS - 2_000 - REGISTRATION_POLL_MS);
    expect(store.registration).toBe('in-progress');
    clock.advance(REGISTRATION_POLL_MS);
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    expect(fake.calls.getToken).toBe(1);
  });
});

describe('installation errors (spec 8)', () => {
  const previous: RegistrationEntry = {
    status: 'registered',
    token: 'bound-before',
    boundAt: MORNING - TOKEN_REFRESH_MS - HOUR,
    member: null,
  };

  it.each<[MessagingErrorCode, 'none' | 'kept']>([
    ['app-offline', 'kept'],
    ['installation-not-found', 'none'],
    ['not-registered', 'none'],
    ['create-conflict', 'none'],
    ['refresh-rejected', 'none'],
    ['no-worker', 'kept'],
  ])('a refresh failing with %s leaves the entry %s', async (code, expected) => {
    const { store, fake, platform } = await started({
      permission: 'granted',
      local: stored(previous),
      provider: (fake) => fake.failWith(code),
    });
    await vi.waitFor(() => expect(fake.calls.getToken).toBe(1));
    await vi.waitFor(() => expect(store.registration).not.toBe('in-progress'));
    expect(readEntry(platform.local)).toEqual(expected === 'kept' ? previous : null);
  });

  it('a 409 on create leaves nothing registered, and the next start registers afresh', async () => {
    const { store, open, fake } = await started({
      permission: 'granted',
      provider: (fake) => fake.failWith('create-conflict', 1),
    });
    await vi.waitFor(() => expect(fake.calls.getToken).toBe(1));
    await vi.waitFor(() => expect(store.registration).toBe('none'));
    const next = open();
    await vi.waitFor(() => expect(next.registration).toBe('registered'));
  });

  it('missing config values turn push off: no modal, no registration', async () => {
    const { store, clock, fake, root } = await started();
    fake.failWith('missing-config');
    clock.advance(DELAY);
    await store.allow();
    expect(store.disabled).toBe(true);
    expect(store.enabled).toBe(false);
    // Not asked again, even at a new login the next day.
    root.session.clear();
    clock.advance(24 * HOUR);
    root.session.setSession({ token: demoToken('demo', 'member1'), userName: 'member1' });
    clock.advance(DELAY);
    expect(store.promptOpen).toBe(false);
  });

  it('says which values are missing at start for a Firebase tenant', async () => {
    const maya = tenantByCode('ph-maya');
    const { vapidKey: _vapidKey, ...push } = maya.push!;
    const clock = createFakeClock(MORNING);
    const { root, platform } = await createTenantRoot({
      tenantConfig: { ...maya, push },
      session: 'member',
      clock,
      start: false,
    });
    platform.env.useFakeProviders = false;
    const store = new PushStore(root);
    cleanup.push(() => store.dispose());
    store.start();
    clock.advance(60_000);
    expect(store.disabled).toBe(true);
    expect(store.promptOpen).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('push.vapidKey'));
  });
});

describe('unsubscribing (CSP_fcmUnsubscribe)', () => {
  it('a logout unbinds the token and forgets the registration', async () => {
    const { store, root, registrations, platform } = await started({ permission: 'granted' });
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    root.session.clear();
    expect(store.registration).toBe('none');
    await vi.waitFor(() => expect(registrations().size).toBe(0));
    expect(readEntry(platform.local)).toBeNull();
  });

  it('the unsubscribe action also drops the token and registers nothing silently again', async () => {
    const { store, open, registrations, fake, platform } = await started({ permission: 'granted' });
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    await store.unsubscribe();
    expect(registrations().size).toBe(0);
    expect(fake.calls.deleteToken).toBe(1);
    expect(platform.local.get(OPTED_OUT_KEY)).toBe('1');
    const next = open();
    await Promise.resolve();
    expect(next.registration).toBe('none');
    expect(fake.calls.getToken).toBe(1);
  });

  it('a permission taken back in the browser unbinds at the next start', async () => {
    const { registrations, open, platform } = await started({ permission: 'granted' });
    await vi.waitFor(() => expect(registrations().size).toBe(1));
    platform.notifications.setPermission('denied');
    const next = open();
    expect(next.registration).toBe('none');
    await vi.waitFor(() => expect(registrations().size).toBe(0));
  });
});

describe('messages while the page is visible', () => {
  it('show as a notice with the message title and body', async () => {
    const { store, fake, root } = await started({ permission: 'granted' });
    await vi.waitFor(() => expect(store.registration).toBe('registered'));
    fake.deliver({ title: 'Draw results', body: 'The 18:00 draw is out.' });
    expect(root.notices.current).toMatchObject({
      title: { text: 'Draw results' },
      message: { text: 'The 18:00 draw is out.' },
    });
  });
});
