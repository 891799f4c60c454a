import { http } from 'msw';
import type { HttpHandler } from 'msw';

/** Anything with a fetch, such as `createDemoApi(...).app`. */
export interface FetchApp {
  fetch: (request: Request) => Response | Promise<Response>;
}

/**
 * MSW handlers that answer /wps and /__demo calls from the demo API in memory, for Vitest
 * (msw/node setupServer) and Storybook (the browser worker). Browser-safe.
 */
export function createDemoHandlers(app: FetchApp): HttpHandler[] {
  const forward = ({ request }: { request: Request }) => app.fetch(request);
  return [http.all('*/wps/*', forward), http.all('*/__demo/*', forward)];
}
