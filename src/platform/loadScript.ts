import type { Clock } from './clock';
import { createSystemClock } from './clock';

/** Default wait for a third-party script: the spec's default request timeout (spec 9). */
export const SCRIPT_TIMEOUT_MS = 30_000;

/** Set on a <script> once it has loaded, so a later call resolves at once. */
const LOADED_ATTRIBUTE = 'data-loaded';

export interface LoadScriptOptions {
  /** Default: the page's document. */
  doc?: Document;
  /** Times the wait; default the system clock. */
  clock?: Clock;
  /** Default SCRIPT_TIMEOUT_MS. */
  timeoutMs?: number;
}

function findScript(doc: Document, src: string): HTMLScriptElement | undefined {
  return Array.from(doc.scripts).find((script) => script.getAttribute('src') === src);
}

/**
 * Adds `<script src>` once per document and resolves when it has loaded. Rejects on a load error
 * or after the timeout, and then removes the element, so a retry adds it afresh instead of
 * waiting on a script that will never load.
 */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const doc = options.doc ?? document;
  const clock = options.clock ?? createSystemClock();
  const timeoutMs = options.timeoutMs ?? SCRIPT_TIMEOUT_MS;
  const existing = findScript(doc, src);
  if (existing?.getAttribute(LOADED_ATTRIBUTE) === 'true') return Promise.resolve();
  const script = existing ?? doc.createElement('script');
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      clock.clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
    };
    const fail = (reason: string) => {
      stop();
      script.remove();
      reject(new Error(`script ${src} ${reason}`));
    };
    const onLoad = () => {
      stop();
      script.setAttribute(LOADED_ATTRIBUTE, 'true');
      resolve();
    };
    const onError = () => fail('failed to load');
    const timer = clock.setTimeout(() => fail(`did not load within ${timeoutMs} ms`), timeoutMs);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    if (!existing) {
      script.async = true;
      script.src = src;
      doc.head.appendChild(script);
    }
  });
}

/**
 * Loads a vendor script and hands back the global it defines (`initGeetest`, ...). Features get
 * vendor globals only through this, so tests provide the global by passing their own loader.
 */
export type ScriptGlobalLoader = <T>(src: string, globalName: string) => Promise<T>;

export interface ScriptGlobalLoaderOptions extends LoadScriptOptions {
  /** Where the script defines its global; default the page's window. */
  win?: Window;
}

export function createScriptGlobalLoader(
  options: ScriptGlobalLoaderOptions = {},
): ScriptGlobalLoader {
  return async <T>(src: string, globalName: string): Promise<T> => {
    const win = options.win ?? window;
    await loadScript(src, { ...options, doc: options.doc ?? win.document });
    const value: unknown = Reflect.get(win, globalName);
    if (value === undefined) throw new Error(`script ${src} did not define ${globalName}`);
    // The vendor's global is typed minimally by the caller (INTEGRATIONS.md); it is not checked here.
    return value as T;
  };
}
