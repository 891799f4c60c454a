import { loadScript } from '../../../platform/loadScript';
import { createPageGlobals } from '../../../platform/pageGlobals';
import type { ChatIdentity } from '../../member';
import type { ChatVendor, VendorDeps } from './ChatVendor';
import { createLinkVendor } from './linkVendor';

export const LIVECHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

/** window.__lc, the snippet's settings (INTEGRATIONS.md 6). */
interface LiveChatSettingsGlobal {
  license?: number;
  group?: number;
}

type QueuedCall = [kind: 'on' | 'once' | 'off' | 'get' | 'call', args: unknown[]];

/**
 * window.LiveChatWidget. Until tracking.js loads, the snippet's stub queues each call in `_q`;
 * the script drains it and sets `_h`, through which later calls go.
 */
export interface LiveChatWidgetApi {
  _q: QueuedCall[];
  _h: ((kind: QueuedCall[0], args: unknown[]) => unknown) | null;
  _v: string;
  on(...args: unknown[]): void;
  once(...args: unknown[]): void;
  off(...args: unknown[]): void;
  get(...args: unknown[]): unknown;
  call(method: string, ...args: unknown[]): void;
  init(): void;
}

/** The public snippet's stub, as code rather than an inline script (CSP: no inline script). */
export function liveChatStub(init: () => void): LiveChatWidgetApi {
  const widget: LiveChatWidgetApi = {
    _q: [],
    _h: null,
    _v: '2.0',
    on: (...args) => void enqueue(['on', args]),
    once: (...args) => void enqueue(['once', args]),
    off: (...args) => void enqueue(['off', args]),
    get: (...args) => {
      if (!widget._h) throw new Error("[LiveChatWidget] You can't use getters before load.");
      return enqueue(['get', args]);
    },
    call: (...args) => void enqueue(['call', args]),
    init,
  };
  function enqueue(call: QueuedCall): unknown {
    return widget._h ? widget._h(call[0], call[1]) : widget._q.push(call);
  }
  return widget;
}

export interface LiveChatIds {
  license: number;
  group: number | null;
}

const DIGITS = /^\d{1,12}$/;

/**
 * The widget's ids from the decoded address: `license` (required) and `group` query parameters
 * (docs/customer-service-paths.md). null when there is no license: the address is then the
 * vendor's chat page, opened as a link.
 */
export function liveChatIds(address: string): LiveChatIds | null {
  const params = new URL(address).searchParams;
  const license = params.get('license') ?? '';
  const group = params.get('group') ?? '';
  if (!DIGITS.test(license)) return null;
  return { license: Number(license), group: DIGITS.test(group) ? Number(group) : null };
}

/**
 * LiveChat (INTEGRATIONS.md 6): sets `__lc.license` (and group), puts the snippet's queue on the
 * page, loads tracking.js, then `maximize` opens it. The member: `set_customer_name` and the auth
 * key as a session variable. A sign-out empties the session variables and destroys the widget,
 * so the next member starts a new chat; the next open initialises it again.
 */
export function createLiveChat(deps: VendorDeps): ChatVendor {
  const globals = deps.globals ?? createPageGlobals();
  const load = deps.loadScript ?? ((src: string) => loadScript(src, { clock: deps.clock }));
  let identity: ChatIdentity | null = null;
  let language: string | null = null;
  let widget: LiveChatWidgetApi | null = null;
  let starting: Promise<LiveChatWidgetApi> | null = null;
  let destroyed = false;
  let link: ChatVendor | null = null;

  const live = () => (widget && !destroyed ? widget : null);
  const tell = (w: LiveChatWidgetApi) => {
    w.call('update_session_variables', { language: language ?? deps.language() });
    if (!identity) return;
    w.call('set_customer_name', identity.customerName);
    w.call('update_session_variables', { authKey: identity.authKey });
  };
  const start = async (ids: LiveChatIds): Promise<LiveChatWidgetApi> => {
    const settings = globals.define<LiveChatSettingsGlobal>('__lc', () => ({}));
    settings.license = ids.license;
    if (ids.group !== null) settings.group = ids.group;
    const w = globals.define('LiveChatWidget', () =>
      liveChatStub(() => void load(LIVECHAT_SCRIPT).catch(() => undefined)),
    );
    await load(LIVECHAT_SCRIPT);
    return w;
  };
  const asLink = () => {
    if (!link) {
      link = createLinkVendor(deps, { addAuthKey: true });
      if (identity) link.setIdentity(identity);
      if (language) link.setLanguage?.(language);
    }
    return link;
  };

  return {
    kind: deps.target.kind,
    mode: 'widget',
    async open() {
      const ids = liveChatIds(await deps.target.address());
      if (!ids) return asLink().open();
      starting ??= start(ids).catch((error: unknown) => {
        starting = null;
        throw error;
      });
      const w = await starting;
      widget = w;
      if (destroyed) {
        // A sign-out destroyed it; init() brings a fresh widget (a new LiveChat customer).
        w.init();
        destroyed = false;
      }
      tell(w);
      w.call('maximize');
    },
    setIdentity(next) {
      identity = next;
      link?.setIdentity(next);
      const w = live();
      if (w) tell(w);
    },
    clear() {
      identity = null;
      link?.clear();
      const w = live();
      if (!w) return;
      w.call('set_session_variables', {});
      w.call('destroy');
      destroyed = true;
    },
    setLanguage(code) {
      language = code;
      link?.setLanguage?.(code);
      live()?.call('update_session_variables', { language: code });
    },
    dispose() {
      link?.dispose();
      live()?.call('destroy');
      destroyed = true;
    },
  };
}
