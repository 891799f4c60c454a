import { sleep } from '../platform/clock';
import type { ApiClientDeps, ApiClientHandle } from './client';
import type { CommonOptions } from './types';

/**
 * The API client, downloaded beside the tenant file instead of in the initial bundle (the same
 * reasoning as the tenant validator, docs/decisions/0002). Every call waits for the code once;
 * nothing else changes for callers. Its code downloads with the first call the first screen
 * shows (a `firstScreen` call), or once the first screen is on screen (`deps.firstPaint`): a
 * first screen that shows no data (the login page) does not download it before its paint
 * (decision 0011).
 */
export function createApiClient(deps: ApiClientDeps): ApiClientHandle {
  let client: ApiClientHandle | undefined;
  let loading: Promise<ApiClientHandle> | undefined;
  const load = (): Promise<ApiClientHandle> => {
    loading ??= import('./client').then((m) => (client = m.createApiClient(deps)));
    return loading;
  };
  const started = (deps.firstPaint ?? Promise.resolve()).then(load);
  // A failed download surfaces on the first call, not as an unhandled rejection.
  started.catch(() => undefined);
  // The calls that waited for the code go out one task each (a timer each), not all in the
  // task that brought it: together their fetches made one long task on a cheap phone.
  const held = (): Promise<ApiClientHandle> =>
    started.then((c) => sleep(deps.clock, 0).then(() => c));
  const ready = (options?: Pick<CommonOptions, 'firstScreen'>): Promise<ApiClientHandle> =>
    client ? Promise.resolve(client) : options?.firstScreen ? load() : held();
  const later = (act: (c: ApiClientHandle) => void) => {
    if (client) act(client);
    else started.then(act, () => undefined);
  };
  return {
    get: (path, options) => ready(options).then((c) => c.get(path, options)),
    getJson: (path, options) => ready(options).then((c) => c.getJson(path, options)),
    post: (path, data, options) => ready(options).then((c) => c.post(path, data, options)),
    put: (path, data, options) => ready(options).then((c) => c.put(path, data, options)),
    delete: (path, data, options) => ready(options).then((c) => c.delete(path, data, options)),
    relay: (name, data, options) => ready(options).then((c) => c.relay(name, data, options)),
    clearCaches: () => later((c) => c.clearCaches()),
    dispose: () => later((c) => c.dispose()),
  };
}
