import { makeAutoObservable, reaction } from 'mobx';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { NotificationsPort, PermissionAnswer } from '../../platform/notifications';
import { createBrowserNotifications } from '../../platform/notifications';
import type { Platform } from '../../platform/platform';
import type { SessionStore } from '../auth';
import type { NoticeStore } from '../notices';
import type { RegistrationReaction } from './installationErrors';
import { loadMessagingProvider } from './loadMessagingProvider';
import type { MessagingErrorCode, MessagingProvider } from './MessagingProvider';
import { pushMessages } from './messages';
import {
  DEFAULT_PROMPT_DELAY_S,
  missingFirebaseValues,
  pushProviderKind,
} from '../../config/pushConfig';
import { calendarDay, OPTED_OUT_KEY, PROMPT_CLOSED_KEY } from './pushRecord';
import type { RegistrationState } from './PushRegistration';
import { PushRegistration } from './PushRegistration';

export type { RegistrationState } from './PushRegistration';

/** What the push store needs from the root (the RootStore satisfies it). */
export interface PushRoot {
  readonly platform: Platform;
  readonly tenant: TenantConfig;
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly notices: NoticeStore;
}

export interface PushStoreOptions {
  /** The messaging provider; default the tenant's, imported on first use. */
  loadProvider?: () => Promise<MessagingProvider>;
}

/**
 * Web push (spec 4, 7, 8, 9): the permission modal at most once per calendar day, a while after
 * start, for a member whose browser has not answered yet; then the token bound to the member
 * and subscribed to ALL (PushRegistration), and unbound when the session ends. Visitors are
 * never asked: CSP_fcmBind, which "granted" leads to, is member only.
 */
export class PushStore {
  promptOpen = false;
  /** The browser is asking the member, after Allow. */
  asking = false;
  permission: PermissionAnswer;
  /** Push cannot work on this page: the config lacks values or the browser lacks the APIs. */
  disabled = false;
  readonly registrations: PushRegistration;
  /** The browser's notifications (the platform's, or built here: not in the initial JS). */
  private readonly notifications: NotificationsPort;
  private promptTimer: number | undefined;
  private readonly stops: Array<() => void> = [];
  private started = false;

  constructor(
    private readonly root: PushRoot,
    options: PushStoreOptions = {},
  ) {
    const { platform, tenant, session } = root;
    this.notifications = platform.notifications ?? createBrowserNotifications();
    this.permission = this.notifications.permission();
    this.registrations = new PushRegistration({
      api: root.api,
      platform,
      notices: root.notices,
      loadProvider:
        options.loadProvider ??
        (() =>
          loadMessagingProvider({
            push: tenant.push ?? { enabled: false },
            merchantCode: tenant.merchantCode,
            platform,
            notifications: this.notifications,
          })),
      member: () => ({ loggedIn: session.isLoggedIn, id: this.member }),
      resync: () => this.sync(),
      onFailure: (code, reaction) => this.registrationFailed(code, reaction),
    });
    makeAutoObservable<PushStore, 'root' | 'notifications' | 'promptTimer' | 'stops'>(
      this,
      { root: false, registrations: false, notifications: false, promptTimer: false, stops: false },
      { autoBind: true },
    );
  }

  /** The tenant has push on and this browser can do it. */
  get enabled(): boolean {
    return (
      this.root.tenant.push?.enabled === true && this.notifications.isSupported() && !this.disabled
    );
  }

  get registration(): RegistrationState {
    return this.registrations.state;
  }

  /** Called once after boot (src/app/services.ts). */
  start(): void {
    if (this.started) return;
    this.started = true;
    const push = this.root.tenant.push;
    if (!push || !this.enabled) return;
    // spec 8, missing config values: said once to whoever runs the site, never asked.
    const missing = missingFirebaseValues(push);
    const kind = pushProviderKind(push, this.root.platform.env.useFakeProviders);
    if (kind === 'firebase' && missing.length > 0) {
      console.warn(`push is off: push.${missing.join(', push.')} not set`);
      this.disabled = true;
      return;
    }
    this.registrations.settle();
    this.stops.push(
      reaction(
        () => this.root.session.token,
        (token, previous) => this.onSession(token, previous),
        { fireImmediately: true },
      ),
    );
  }

  /** Allow: the browser asks the member; granted binds, denied shows the tip (spec 4, 8). */
  allow(): Promise<void> {
    if (this.asking) return Promise.resolve();
    // First thing in the tap: browsers ignore a permission request made after an await.
    const answer = this.notifications.requestPermission();
    this.asking = true;
    this.root.platform.local.remove(OPTED_OUT_KEY);
    return answer.then(this.answered);
  }

  /** Later, Escape or a tap outside: not again today. */
  later(): void {
    this.close();
  }

  /**
   * Shows the modal now if the rules allow it (enabled, a member, not answered, not closed
   * today). The start's timer calls it once the delay is over; stories call it directly.
   */
  offer(): void {
    this.promptTimer = undefined;
    this.permission = this.notifications.permission();
    if (
      this.enabled &&
      this.root.session.isLoggedIn &&
      this.permission === 'default' &&
      !this.closedToday() &&
      this.registration !== 'in-progress'
    ) {
      this.promptOpen = true;
    }
  }

  /** Turns push off for this browser: unbinds, drops the token, registers nothing silently. */
  unsubscribe(): Promise<void> {
    this.root.platform.local.set(OPTED_OUT_KEY, '1');
    return this.registrations.unsubscribe();
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.root.platform.clock.clearTimeout(this.promptTimer ?? 0);
    this.registrations.dispose();
  }

  private answered(answer: PermissionAnswer): Promise<void> | void {
    this.asking = false;
    this.permission = answer;
    this.close();
    if (answer === 'granted') return this.registrations.register();
    // spec 8: notification permission denied → notification_request_tips.
    if (answer === 'denied') {
      this.root.notices.push({ message: pushMessages.notificationRequestTips });
    }
  }

  private close(): void {
    const { local, clock } = this.root.platform;
    this.promptOpen = false;
    local.set(PROMPT_CLOSED_KEY, calendarDay(clock.now()));
  }

  /** The modal was closed today already (spec 4: at most once per calendar day). */
  private closedToday(): boolean {
    const { local, clock } = this.root.platform;
    return local.get(PROMPT_CLOSED_KEY) === calendarDay(clock.now());
  }

  private get member(): string | null {
    const session = this.root.session.session;
    const id = session?.id ?? session?.userName;
    return id === undefined ? null : String(id);
  }

  private onSession(token: string | null, previous: string | null | undefined): void {
    if (token) {
      // A login in this page binds again: the token now belongs to this member.
      this.sync(previous === null);
      return;
    }
    this.root.platform.clock.clearTimeout(this.promptTimer ?? 0);
    this.promptTimer = undefined;
    this.promptOpen = false;
    // A session that ends here (logout, "please login") takes the binding with it.
    if (previous) this.registrations.drop();
  }

  /** What a member's page does now: register, schedule the modal, or nothing. */
  private sync(rebind = false): void {
    if (!this.enabled || !this.root.session.isLoggedIn) return;
    this.permission = this.notifications.permission();
    // Another tab is registering: the wait calls back here when it is over.
    if (this.registration === 'in-progress') return;
    if (this.permission === 'granted') {
      if (this.root.platform.local.get(OPTED_OUT_KEY) === '1') return;
      if (rebind || !this.registrations.current) void this.registrations.register();
      else this.registrations.scheduleRefresh();
      return;
    }
    // The member took the permission back in the browser: the token is worthless now.
    this.registrations.drop();
    if (this.permission === 'default') this.schedulePrompt();
  }

  private schedulePrompt(): void {
    if (this.promptTimer !== undefined || this.promptOpen || this.closedToday()) return;
    const delay = (this.root.tenant.push?.promptDelaySeconds ?? DEFAULT_PROMPT_DELAY_S) * 1000;
    this.promptTimer = this.root.platform.clock.setTimeout(this.offer, delay);
  }

  private registrationFailed(
    code: MessagingErrorCode | null,
    reaction: RegistrationReaction,
  ): void {
    if (reaction === 'disable') this.disabled = true;
    if (code === 'permission-denied') this.permission = this.notifications.permission();
  }
}
