import { loadScript, SCRIPT_TIMEOUT_MS } from '../../../platform/loadScript';
import { createPageGlobals } from '../../../platform/pageGlobals';
import type { ChatIdentity } from '../../member';
import type { ChatVendor, VendorDeps } from './ChatVendor';
import { createLinkVendor } from './linkVendor';

export const COMM100_SCRIPT = 'https://vue.comm100.com/livechat.ashx?siteId=';
export const COMM100_STANDBY_SCRIPT = 'https://standby.comm100vue.com/livechat.ashx?siteId=';
/** The snippet tries the standby host when the main one has not loaded after 5 s. */
export const COMM100_STANDBY_AFTER_MS = 5_000;

/** window.Comm100API: the snippet's settings, then the visitor-side API (INTEGRATIONS.md 6). */
export interface Comm100Api {
  chat_buttons?: Array<{ code_plan: string; div_id: string }>;
  site_id?: number;
  main_code_plan?: string;
  loaded?: boolean;
  onReady?: () => void;
  set?(name: string, value: unknown): void;
  do?(name: string, ...args: unknown[]): void;
}

export interface Comm100Ids {
  siteId: number;
  /** The code plan (campaign) whose chat the entry opens. */
  plan: string;
}

/**
 * The widget's ids from the decoded address: `siteId` and `plan` query parameters
 * (docs/customer-service-paths.md). null when either is missing: the address is then the
 * vendor's chat page, opened as a link.
 */
export function comm100Ids(address: string): Comm100Ids | null {
  const params = new URL(address).searchParams;
  const siteId = params.get('siteId') ?? '';
  const plan = params.get('plan') ?? '';
  if (!/^\d{1,12}$/.test(siteId) || !/^[A-Za-z0-9-]{1,64}$/.test(plan)) return null;
  return { siteId: Number(siteId), plan };
}

/** The member as Comm100 custom variables (each must exist in the Control Panel). */
export function comm100Variables(
  identity: ChatIdentity | null,
): Array<{ name: string; value: string }> {
  return [
    { name: 'customerName', value: identity?.customerName ?? '' },
    { name: 'authKey', value: identity?.authKey ?? '' },
  ];
}

/**
 * Comm100 and Comm100 VIP (INTEGRATIONS.md 6): the snippet's chat button and site id on
 * `Comm100API`, livechat.ashx from the main host and, after 5 s without `loaded`, the standby
 * host; once `onReady` fires, the member goes in as custom variables and
 * `do('livechat.button.click', plan)` opens the chat. Comm100 documents no sign-out: a sign-out
 * empties the variables, so the chat no longer names the member.
 */
export function createComm100(deps: VendorDeps): ChatVendor {
  const globals = deps.globals ?? createPageGlobals();
  const { clock } = deps;
  const load = deps.loadScript ?? ((src: string) => loadScript(src, { clock }));
  let identity: ChatIdentity | null = null;
  let ready: Promise<Comm100Api> | null = null;
  let api: Comm100Api | null = null;
  let standby: number | null = null;
  let link: ChatVendor | null = null;

  const isReady = (candidate: Comm100Api) =>
    candidate.loaded === true && typeof candidate.set === 'function';
  const tell = (target: Comm100Api) => {
    target.set?.('livechat.customVariables', comm100Variables(identity));
  };
  const start = (ids: Comm100Ids): Promise<Comm100Api> => {
    const target = globals.define<Comm100Api>('Comm100API', () => ({}));
    target.chat_buttons ??= [];
    if (!target.chat_buttons.some((button) => button.code_plan === ids.plan)) {
      target.chat_buttons.push({ code_plan: ids.plan, div_id: `comm100-button-${ids.plan}` });
    }
    target.site_id = ids.siteId;
    target.main_code_plan ??= ids.plan;
    return new Promise<Comm100Api>((resolve, reject) => {
      if (isReady(target)) {
        resolve(target);
        return;
      }
      const timeout = clock.setTimeout(() => {
        reject(new Error(`Comm100 site ${ids.siteId} did not become ready`));
      }, SCRIPT_TIMEOUT_MS);
      const previous = target.onReady;
      target.onReady = () => {
        clock.clearTimeout(timeout);
        previous?.();
        resolve(target);
      };
      // A failed main host is covered by the standby one, tried as the snippet does.
      void load(`${COMM100_SCRIPT}${ids.siteId}`).catch(() => undefined);
      standby = clock.setTimeout(() => {
        standby = null;
        if (target.loaded !== true) {
          void load(`${COMM100_STANDBY_SCRIPT}${ids.siteId}`).catch(() => undefined);
        }
      }, COMM100_STANDBY_AFTER_MS);
    });
  };
  const asLink = () => {
    if (!link) {
      link = createLinkVendor(deps, { addAuthKey: true });
      if (identity) link.setIdentity(identity);
    }
    return link;
  };

  return {
    kind: deps.target.kind,
    mode: 'widget',
    async open() {
      const ids = comm100Ids(await deps.target.address());
      if (!ids) return asLink().open();
      ready ??= start(ids).catch((error: unknown) => {
        ready = null;
        throw error;
      });
      const target = await ready;
      api = target;
      if (typeof target.do !== 'function') throw new Error('Comm100API.do is missing');
      tell(target);
      target.do('livechat.button.click', ids.plan);
    },
    setIdentity(next) {
      identity = next;
      link?.setIdentity(next);
      if (api) tell(api);
    },
    clear() {
      identity = null;
      link?.clear();
      if (api) tell(api);
    },
    setLanguage(code) {
      link?.setLanguage?.(code);
    },
    dispose() {
      link?.dispose();
      if (standby !== null) clock.clearTimeout(standby);
      standby = null;
    },
  };
}
