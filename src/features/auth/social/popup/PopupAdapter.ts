import type { PopupProvider } from '../types';

/** What a popup provider's sign-in page is opened with (OAuth 2 authorization code + PKCE). */
export interface PopupAuthorizeRequest {
  clientId: string;
  /** <origin>/m/social-return.html: posts the answer to this page and closes. */
  redirectUri: string;
  state: string;
  /** PKCE S256 challenge of a verifier kept by the flow. */
  codeChallenge: string;
}

/** Google, Facebook and Twitter behind one interface: the address the popup opens. */
export interface PopupAdapter {
  authorizeUrl(provider: PopupProvider, request: PopupAuthorizeRequest): string;
}

/** The page providers send the popup back to (public/social-return.html). */
export const SOCIAL_RETURN_PATH = '/m/social-return.html';
/** What the return page posts to the window that opened it. */
export const SOCIAL_RETURN_TYPE = 'social-return';
