import type { ApiClientDeps, ApiClientHandle } from './client';

/**
 * The API client, downloaded beside the tenant file instead of in the initial bundle (the same
 * reasoning as the tenant validator, docs/decisions/0002). Every call waits for the code once;
 * nothing else changes for callers.
 */
export function createApiClient(deps: ApiClientDeps): ApiClientHandle {
  let client: ApiClientHandle | undefined;
  const loading = import('./client').then((m) => (client = m.createApiClient(deps)));
  // A failed download surfaces on the first call, not as an unhandled rejection.
  loading.catch(() => undefined);
  const ready = (): Promise<ApiClientHandle> => (client ? Promise.resolve(client) : loading);
  const later = (act: (c: ApiClientHandle) => void) => {
    if (client) act(client);
    else loading.then(act, () => undefined);
  };
  return {
    get: (path, options) => ready().then((c) => c.get(path, options)),
    getJson: (path, options) => ready().then((c) => c.getJson(path, options)),
    post: (path, data, options) => ready().then((c) => c.post(path, data, options)),
    put: (path, data, options) => ready().then((c) => c.put(path, data, options)),
    delete: (path, data, options) => ready().then((c) => c.delete(path, data, options)),
    relay: (name, data, options) => ready().then((c) => c.relay(name, data, options)),
    clearCaches: () => later((c) => c.clearCaches()),
    dispose: () => later((c) => c.dispose()),
  };
}
