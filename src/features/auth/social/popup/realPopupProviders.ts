import type { PopupProvider } from '../types';
import type { PopupAdapter, PopupAuthorizeRequest } from './PopupAdapter';

/** spec 9: social SDK version v23.0 (the Facebook Graph version of the dialog). */
const FACEBOOK_VERSION = 'v23.0';

const AUTHORIZE: Record<PopupProvider, { url: string; scope: string; pkce: boolean }> = {
  google: {
    url: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'openid email profile',
    pkce: true,
  },
  facebook: {
    url: `https://www.facebook.com/${FACEBOOK_VERSION}/dialog/oauth`,
    scope: 'public_profile,email',
    pkce: false,
  },
  twitter: {
    url: 'https://twitter.com/i/oauth2/authorize',
    scope: 'users.read tweet.read',
    pkce: true,
  },
};

/** The providers' OAuth 2 authorization-code addresses, opened in the popup. */
export const realPopupProviders: PopupAdapter = {
  authorizeUrl(provider, request: PopupAuthorizeRequest) {
    const { url, scope, pkce } = AUTHORIZE[provider];
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      state: request.state,
      scope,
    });
    if (pkce) {
      query.set('code_challenge', request.codeChallenge);
      query.set('code_challenge_method', 'S256');
    }
    return `${url}?${query.toString()}`;
  },
};
