import type { PopupAdapter } from './PopupAdapter';

/** The demo's providers: the popup goes straight to the return page with a demo code. */
export const fakePopupProviders: PopupAdapter = {
  authorizeUrl(provider, request) {
    const url = new URL(request.redirectUri);
    url.searchParams.set('code', `demo-${provider}-code`);
    url.searchParams.set('state', request.state);
    return url.href;
  },
};
