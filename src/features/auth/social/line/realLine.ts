import type { LineAdapter } from './LineAdapter';

const AUTHORIZE = 'https://access.line.me/oauth2/v2.1/authorize';

/**
 * LINE Login v2.1 authorize address. Built by hand: LINE wants the scopes separated by %20
 * (URLSearchParams would write '+'), and the state as it is (ours is base64url, so it is safe).
 */
export const realLine: LineAdapter = {
  authorizeUrl({ clientId, redirectUri, state }) {
    const query = [
      'response_type=code',
      `client_id=${encodeURIComponent(clientId)}`,
      `redirect_uri=${encodeURIComponent(redirectUri)}`,
      `state=${state}`,
      `scope=${['profile', 'openid'].map(encodeURIComponent).join('%20')}`,
    ].join('&');
    return `${AUTHORIZE}?${query}`;
  },
};
