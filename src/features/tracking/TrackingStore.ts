import { compareStructural, reaction } from 'mobx';
import type { RegisterResponse } from '../../api/calls/memberRegister';
import { COLLECT_PATH } from '../../api/calls/system';
import { createTrackingTransport } from '../../api/tracking';
import type { TrackingOutcome, TrackingTransport } from '../../api/tracking';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import type { PageMetrics, PerformancePort } from '../../platform/performance';
import { createBrowserPerformance } from '../../platform/performance';
import type { Platform } from '../../platform/platform';
import type { SessionStore } from '../auth';
import type { MemberAccount } from '../member';
import type { AdAdapter } from './ads/AdAdapter';
import { configuredServices } from './ads/AdAdapter';
import type { FakeAdCall } from './ads/fakeAdAdapter';
import type { AdAdapterLoader } from './ads/loadAdAdapters';
import { loadAdAdapters } from './ads/loadAdAdapters';
import { EventCache } from './EventCache';
import { FBC_COOKIE, FBP_COOKIE, keepFbCookies } from './fbCookies';
import type { Visit } from './reports';
import {
  metricsComplete,
  PERFORMANCE_REPORT_AFTER_MS,
  PERFORMANCE_REPORT_CAP_MS,
  performanceReportText,
  STATUS_TIMING_AFTER_MS,
  statusTimingText,
} from './reports';
import type { Decision, TrackingMemory } from './trackingMemory';
import {
  decideFirstDeposit,
  decideFirstOpen,
  decideRegister,
  readTrackingMemory,
  visitOf,
  writeTrackingMemory,
} from './trackingMemory';
import type { CollectBody, TrackedCustomer, TrackingEventName } from './trackingPayload';
import { buildTrackingPayload, clickIdsOf, eventBody, randomEventId } from './trackingPayload';

/** How often a send held while offline looks whether the browser is back online. */
export const ONLINE_POLL_MS = 1_000;

/** The status call (spec 7), whose timing is reported after 5 s. */
export const STATUS_PATH = '/wps/v2/system/status';

/** What tracking reads of the member's data (spec 3): who, and their successful deposits. */
export type TrackedMember = Pick<
  MemberAccount,
  'info' | 'customerName' | 'totalDepositSuccessCount' | 'firstDepositAmount'
>;

/** What the tracking store needs from the root (the RootStore satisfies it). */
export interface TrackingRoot {
  readonly platform: Platform;
  readonly tenant: TenantConfig;
  readonly launch: LaunchInfo;
  readonly session: Pick<SessionStore, 'session'>;
  /** The member's data, loaded with the session (AuthStore.member). */
  readonly auth: { readonly member: { readonly current: TrackedMember | null } };
  /** The shared settings: the currency of the country call, once it answered. */
  readonly siteSettings?: { readonly current: { readonly currency: string } | null };
}

/** Replacements for tests; the app passes none. */
export interface TrackingOptions {
  /** [0, 1): backoff jitter and the _fbp random part. Default Math.random. */
  random?: () => number;
  /** Default a random UUID (randomEventId). */
  newEventId?: () => string;
  loadAdapters?: AdAdapterLoader;
  transport?: TrackingTransport;
  /** Default platform.performance, else the page's (src/platform/performance). */
  performance?: PerformancePort;
}

/** What a registration answered (spec 3, Registration response). */
export type RegisteredMember = Pick<RegisterResponse, 'id' | 'customerId' | 'userName'>;

const idOf = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/**
 * Tracking (spec 4): first open once per browser, register and first deposit once per customer,
 * each sent to the platform through the tracking transport (spec 7) and to the tenant's ad
 * services; the _fbc and _fbp cookies (spec 9); the performance report and the status call's
 * timing. No UI reads it, so nothing here is observable; the deposit count it watches is.
 */
export class TrackingStore {
  /** The fakes' calls (platform.env.useFakeProviders), oldest first. */
  readonly adCalls: FakeAdCall[] = [];
  private adapters: AdAdapter[] = [];
  private readonly cache: EventCache;
  private readonly transport: TrackingTransport;
  private readonly random: () => number;
  private readonly pending = new Set<Promise<TrackingOutcome>>();
  private readonly stops: Array<() => void> = [];
  private started = false;
  private disposed = false;

  constructor(
    private readonly root: TrackingRoot,
    private readonly options: TrackingOptions = {},
  ) {
    const { platform, tenant } = root;
    this.random = options.random ?? Math.random;
    this.cache = new EventCache(platform.clock);
    this.transport =
      options.transport ??
      createTrackingTransport({
        fetch: platform.fetch,
        clock: platform.clock,
        random: this.random,
        sendBeacon: platform.sendBeacon ?? (() => false),
        merchant: tenant.merchantCode,
      });
  }

  /** Once, right after boot (src/app/services.ts). */
  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    const { platform, launch } = this.root;
    const now = platform.clock.now();
    keepFbCookies(platform.cookies, { query: launch.clickIds, now, random: this.random });
    const visit = visitOf(readTrackingMemory(platform.local));
    void this.loadAdapters();
    if (this.decide((memory) => decideFirstOpen(memory, now))) this.fire('FirstOpen', null);
    this.watchDeposits();
    this.scheduleReports(visit);
  }

  /** A registration succeeded (RegisterStore): the register event, once per customer. */
  registered(answer: RegisteredMember): void {
    const id = idOf(answer.customerId ?? answer.id);
    const name = answer.userName || null;
    if (!this.decide((memory) => decideRegister(memory, id ?? `name:${name ?? ''}`))) return;
    this.fire('Register', { id, name });
  }

  /** Resolves once every send under way has ended (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  dispose(): void {
    this.disposed = true;
    for (const stop of this.stops.splice(0)) stop();
    this.cache.clear();
  }

  /** The signed-in customer: member info's id, else the session's. */
  private customer(): TrackedCustomer | null {
    const session = this.root.session.session;
    if (!session) return null;
    const member = this.root.auth.member.current;
    const id = idOf(member?.info?.id ?? session.id);
    const name = member?.customerName || member?.info?.account || session.userName || null;
    return { id, name };
  }

  /** Applies a once-rule to what the browser remembers; true when the event is to fire. */
  private decide(rule: (memory: TrackingMemory) => Decision): boolean {
    const { local } = this.root.platform;
    const before = readTrackingMemory(local);
    const { fire, memory } = rule(before);
    if (memory !== before) writeTrackingMemory(local, memory);
    return fire;
  }

  /** spec 4: first deposit once per customer, from the deposit count of the member's data. */
  private watchDeposits(): void {
    this.stops.push(
      reaction(
        () => {
          const member = this.root.auth.member.current;
          const count = member?.totalDepositSuccessCount;
          const customer = this.customer();
          return count === null || count === undefined || !customer?.id
            ? null
            : { customer, count, amount: member?.firstDepositAmount ?? 0 };
        },
        (facts) => {
          if (!facts) return;
          const { customer, count, amount } = facts;
          const id = customer.id ?? '';
          // spec 3 and 4: the revenue is the first deposit's amount (deposit settings).
          if (this.decide((memory) => decideFirstDeposit(memory, id, count)))
            this.fire('FirstDeposit', customer, amount);
        },
        { fireImmediately: true, equals: compareStructural },
      ),
    );
  }

  private fire(event: TrackingEventName, customer: TrackedCustomer | null, amount = 0): void {
    const key = `${event}:${customer?.id ?? customer?.name ?? ''}`;
    if (this.cache.has(key)) return;
    const { tenant, launch, platform } = this.root;
    const payload = buildTrackingPayload({
      event,
      eventID: (this.options.newEventId ?? randomEventId)(),
      customer,
      amount,
      currency: this.root.siteSettings?.current?.currency ?? tenant.region.currency,
      clickIds: clickIdsOf(launch.clickIds, launch.adTracking, {
        fbc: platform.cookies.get(FBC_COOKIE),
        fbp: platform.cookies.get(FBP_COOKIE),
      }),
    });
    this.cache.add(key, payload);
    this.send(eventBody(tenant.merchantCode, payload));
    for (const adapter of this.adapters) adapter.track(payload);
  }

  /** Through the transport; an offline browser keeps it until it is back, not to burn retries. */
  private send(body: CollectBody): void {
    const { env, clock } = this.root.platform;
    const go = () => {
      const sending = this.transport.send(COLLECT_PATH, body);
      this.pending.add(sending);
      void sending.finally(() => this.pending.delete(sending));
    };
    if (env.isOnline()) return go();
    const timer = clock.setInterval(() => {
      if (!env.isOnline()) return;
      clock.clearInterval(timer);
      go();
    }, ONLINE_POLL_MS);
    this.stops.push(() => clock.clearInterval(timer));
  }

  /** The tenant's ad services; events of the last 10 minutes reach one that arrives late. */
  private async loadAdapters(): Promise<void> {
    const services = configuredServices(this.root.tenant.tracking);
    if (services.length === 0) return;
    const { platform, tenant } = this.root;
    let adapters: AdAdapter[];
    try {
      adapters = await (this.options.loadAdapters ?? loadAdAdapters)(services, {
        fake: platform.env.useFakeProviders,
        clock: platform.clock,
        fakeLog: { calls: this.adCalls, fetch: platform.fetch, merchant: tenant.merchantCode },
      });
    } catch {
      return; // no ad service this visit; the platform still has every event
    }
    if (this.disposed) return;
    for (const payload of this.cache.payloads()) adapters.forEach((a) => a.track(payload));
    this.adapters = adapters;
  }

  private later(ms: number, run: () => void): void {
    const { clock } = this.root.platform;
    const timer = clock.setTimeout(run, ms);
    this.stops.push(() => clock.clearTimeout(timer));
  }

  /** spec 9: status timing after 5 s; the performance report after 5 s, at the latest 15 s. */
  private scheduleReports(visit: Visit): void {
    const { platform, tenant, launch } = this.root;
    const performance =
      this.options.performance ?? platform.performance ?? createBrowserPerformance();
    const merchant = tenant.merchantCode;
    this.later(STATUS_TIMING_AFTER_MS, () => {
      const timing = performance.resource(STATUS_PATH);
      if (timing) this.send({ merchant, value: statusTimingText(timing, launch.from) });
    });
    if (tenant.tracking?.performanceReport === false) return;
    let metrics: PageMetrics = { fcp: null, lcp: null, fs: null };
    let due = false;
    let sent = false;
    let stopWatching = () => {};
    const report = () => {
      if (sent) return;
      sent = true;
      stopWatching();
      this.send({ merchant, value: performanceReportText({ ...metrics, visit }) });
    };
    stopWatching = performance.watch((next) => {
      metrics = next;
      if (due && metricsComplete(metrics)) report();
    });
    this.stops.push(() => stopWatching());
    this.later(PERFORMANCE_REPORT_AFTER_MS, () => {
      due = true;
      if (metricsComplete(metrics)) report();
    });
    this.later(PERFORMANCE_REPORT_CAP_MS, report);
  }
}
