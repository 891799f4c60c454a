import type { ScriptGlobalLoader } from '../../../platform/loadScript';
import type { ActiveChallenge, ChallengeHost } from '../CaptchaAdapter';

type WidgetEvent = 'ready' | 'success' | 'fail' | 'error' | 'close';

/**
 * A stand-in for the object gt.js / gt4.js hand their init callback: tests fire its events
 * (emit('ready'), emit('success')...) as the vendor would, and read what the adapter called.
 */
export class FakeGeetestWidget<V> {
  validate: V | false = false;
  shown = 0;
  destroyed = 0;
  private readonly handlers = new Map<WidgetEvent, (error?: unknown) => void>();

  private on(event: WidgetEvent, handler: (error?: unknown) => void): this {
    this.handlers.set(event, handler);
    return this;
  }

  onReady = (handler: () => void) => this.on('ready', handler);
  onSuccess = (handler: () => void) => this.on('success', handler);
  onFail = (handler: (error?: unknown) => void) => this.on('fail', handler);
  onError = (handler: (error?: unknown) => void) => this.on('error', handler);
  onClose = (handler: () => void) => this.on('close', handler);
  verify = () => void (this.shown += 1);
  showCaptcha = () => void (this.shown += 1);
  getValidate = () => this.validate;
  reset = () => undefined;
  destroy = () => void (this.destroyed += 1);

  emit(event: WidgetEvent, error?: unknown): void {
    const handler = this.handlers.get(event);
    if (!handler) throw new Error(`the adapter registered no ${event} handler`);
    handler(error);
  }
}

/** A vendor init function (initGeetest, initGeetest4) that records its configs and widgets. */
export function fakeInit<C, V>() {
  const configs: C[] = [];
  const widgets: FakeGeetestWidget<V>[] = [];
  const init = (config: C, callback: (widget: FakeGeetestWidget<V>) => void) => {
    configs.push(config);
    const widget = new FakeGeetestWidget<V>();
    widgets.push(widget);
    callback(widget);
  };
  return { init, configs, widgets };
}

/**
 * A script loader that "loads" by handing back the given globals, recording each src; a global
 * it does not have fails the load, as a blocked script would.
 */
export function fakeScriptLoader(globals: Record<string, unknown>) {
  const loaded: string[] = [];
  const load: ScriptGlobalLoader = async <T>(src: string, name: string): Promise<T> => {
    loaded.push(src);
    if (!(name in globals)) throw new Error(`script ${src} failed to load`);
    return globals[name] as T;
  };
  return { load, loaded };
}

/** A ChallengeHost that keeps what the adapter showed, and can close it as the store would. */
export function recordingHost() {
  const shown: ActiveChallenge[] = [];
  let cancel: (() => void) | null = null;
  let visible = false;
  const host: ChallengeHost = {
    show(active, onCancel) {
      shown.push(active);
      cancel = onCancel;
      visible = true;
    },
    hide() {
      cancel = null;
      visible = false;
    },
  };
  return {
    host,
    shown,
    get visible() {
      return visible;
    },
    cancel: () => cancel?.(),
  };
}

/** Lets pending promise callbacks run (adapters chain a few). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
