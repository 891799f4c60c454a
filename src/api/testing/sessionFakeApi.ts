import type { ApiClient, GetOptions, SendOptions } from '../types';

/** One call the fake client saw. */
export interface RecordedCall {
  method: 'GET' | 'GET_JSON' | 'POST' | 'PUT' | 'DELETE' | 'RELAY';
  path: string;
  data?: unknown;
  options?: GetOptions | SendOptions;
}

/**
 * An ApiClient for the call tests: records every call and answers `answer` (or rejects with it
 * when it is an Error). Shared by the session and member call tests.
 */
export function createRecordingApi(answer: unknown = null): {
  api: ApiClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const reply = <T>(call: RecordedCall): Promise<T> => {
    calls.push(call);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
  };
  const api: ApiClient = {
    get: (path, options) => reply({ method: 'GET', path, options }),
    getJson: (path, options) => reply({ method: 'GET_JSON', path, options }),
    post: (path, data, options) => reply({ method: 'POST', path, data, options }),
    put: (path, data, options) => reply({ method: 'PUT', path, data, options }),
    delete: (path, data, options) => reply({ method: 'DELETE', path, data, options }),
    relay: (name, data, options) => reply({ method: 'RELAY', path: name, data, options }),
  };
  return { api, calls };
}
