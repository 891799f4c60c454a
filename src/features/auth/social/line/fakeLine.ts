import type { LineAdapter } from './LineAdapter';
import { DEMO_LINE_CODE } from './LineAdapter';

/** The demo's LINE: straight back to the redirect address with the code the demo API accepts. */
export const fakeLine: LineAdapter = {
  authorizeUrl({ redirectUri, state }) {
    const url = new URL(redirectUri);
    url.searchParams.set('code', DEMO_LINE_CODE);
    url.searchParams.set('state', state);
    return url.href;
  },
};
