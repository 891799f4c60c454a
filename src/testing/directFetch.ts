import type { FetchApp } from '../../demo-api/msw';

/**
 * A fetch that hands each request straight to an in-memory app (the demo API), resolving
 * relative paths against `origin`. No network and no service worker: what Vitest uses, where
 * the app's fetch is injected anyway. The request keeps its AbortSignal, so a timeout in the
 * API client also ends a hanging demo call.
 */
export function directFetch(app: FetchApp, origin: string): typeof fetch {
  return async (input, init) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), origin), init);
    return app.fetch(request);
  };
}

/**
 * A `connect` for createTenantRoot that fetches directly (above) and writes each path it asked
 * for into `fetched`: what a test counts to see which calls the app made.
 */
export function recordingConnect(
  fetched: string[],
): (api: { app: FetchApp }, origin: string) => typeof fetch {
  return (api, origin) => {
    const fetch = directFetch(api.app, origin);
    return (input, init) => {
      fetched.push(new URL(String(input), origin).pathname);
      return fetch(input, init);
    };
  };
}
