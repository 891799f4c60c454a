import { observable, runInAction } from 'mobx';
import type { TrackingOutcome, TrackingTransport } from '../../../api/tracking';
import type { Clock } from '../../../platform/clock';
import { readLaunchInfo } from '../../../config/launchInfo';
import type { TenantConfig, TenantTracking } from '../../../config/tenant.gen';
import type { SessionInfo } from '../../auth';
import { createFakeClock } from '../../../testing/createFakeClock';
import { createTestPlatform } from '../../../testing/createTestPlatform';
import { tenantByCode } from '../../../testing/tenants';
import type { AdAdapterLoader } from '../ads/loadAdAdapters';
import type { TrackedMember, TrackingOptions, TrackingRoot } from '../TrackingStore';
import { TrackingStore } from '../TrackingStore';
import type { CollectBody, TrackingPayload } from '../trackingPayload';

/** 2026-01-01T00:00:00Z: a fixed "now" for cookie values and the event cache. */
export const NOW = 1_767_225_600_000;

export interface TrackingSetupOptions {
  tenant?: string;
  /** The page address; its query is the launch query (click ids, from). */
  url?: string;
  local?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Replaces the tenant's `tracking`. */
  tracking?: TenantTracking;
  /** Replaces the tenant's region.currency. */
  currency?: string;
  loadAdapters?: AdAdapterLoader;
  /** Replaces the recording transport; given the setup's clock. */
  transport?: (clock: Clock) => TrackingTransport;
  useFakeProviders?: boolean;
}

/** A what-was-sent transport: every body is kept, every send answers 'sent'. */
function recordingTransport(sent: CollectBody[]): TrackingTransport {
  return {
    send: (_url, payload) => {
      sent.push(payload as CollectBody);
      return Promise.resolve<TrackingOutcome>('sent');
    },
    ping: () => Promise.resolve(true),
  };
}

/**
 * A TrackingStore on fake time with a TrackingRoot of test doubles: memory storage and cookies,
 * memory timings, an observable session and member the test changes as a login would.
 */
export function trackingSetup(options: TrackingSetupOptions = {}) {
  const clock = createFakeClock(NOW);
  const url = options.url ?? 'https://m.demo-casino.test/m/home';
  const platform = createTestPlatform({
    url,
    clock,
    local: options.local,
    cookies: options.cookies,
    useFakeProviders: options.useFakeProviders,
    fetch: () => Promise.reject(new Error('no network in this test')),
  });
  const base = tenantByCode(options.tenant ?? 'demo');
  const tenant: TenantConfig = {
    ...base,
    tracking: options.tracking ?? base.tracking,
    region: { ...base.region, currency: options.currency ?? base.region.currency },
  };
  const session = observable({ session: null as SessionInfo | null }, {}, { deep: false });
  const member = observable({ current: null as TrackedMember | null }, {}, { deep: false });
  const root: TrackingRoot = {
    platform,
    tenant,
    launch: readLaunchInfo(new URL(url), 'www', platform.local),
    session,
    auth: { member },
  };
  const sent: CollectBody[] = [];
  let ids = 0;
  const trackingOptions: TrackingOptions = {
    transport: options.transport?.(clock) ?? recordingTransport(sent),
    random: () => 0.5,
    newEventId: () => `event-${++ids}`,
    loadAdapters: options.loadAdapters,
  };
  const store = new TrackingStore(root, trackingOptions);
  const values = () => sent.map((body) => body.value);
  return {
    store,
    root,
    clock,
    platform,
    sent,
    session,
    member,
    /** The events sent, as payloads. */
    events: (): TrackingPayload[] =>
      values()
        .filter((v) => v.startsWith('{'))
        .map((v) => JSON.parse(v) as TrackingPayload),
    /** The text reports sent (performance, status). */
    reports: (): string[] => values().filter((v) => v.startsWith('report=')),
    /** Signs a member in, as a login and the member's data would. */
    signIn(id: number, name: string, deposits: number | null) {
      runInAction(() => {
        session.session = {
          id,
          token: `tok-${id}`,
          merchantCode: tenant.merchantCode,
          userName: name,
        };
        member.current = observable(
          {
            info: { id, account: name, type: 0, language: 'EN', clubLabel: null },
            customerName: name,
            totalDepositSuccessCount: deposits,
            firstDepositAmount: null,
          },
          {},
          { deep: false },
        );
      });
    },
    /** The member's deposit settings answer again: the count, and the first one's amount. */
    setDeposits(count: number | null, firstAmount: number | null = null) {
      runInAction(() => {
        if (!member.current) return;
        member.current.totalDepositSuccessCount = count;
        member.current.firstDepositAmount = firstAmount;
      });
    },
    signOut() {
      runInAction(() => {
        session.session = null;
        member.current = null;
      });
    },
  };
}
