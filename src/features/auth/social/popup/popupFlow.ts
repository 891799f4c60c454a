import type { AuthPopups } from '../../../../platform/authPopup';
import { pkceChallenge, randomToken } from '../../../../platform/randomToken';
import type { FlowDeps } from '../flowDeps';
import type { PopupProvider } from '../types';
import { SOCIAL_CODES, SocialError } from '../types';
import type { PopupAdapter } from './PopupAdapter';
import { SOCIAL_RETURN_PATH, SOCIAL_RETURN_TYPE } from './PopupAdapter';

function clientIdOf(deps: FlowDeps, provider: PopupProvider): string | undefined {
  const { auth } = deps.tenant;
  if (provider === 'google') return auth.google?.clientId;
  if (provider === 'facebook') return auth.facebook?.appId;
  return auth.twitter?.clientId;
}

/** The return page's message: { type: 'social-return', params: { code, state, error... } }. */
function returnParams(data: unknown): Record<string, string> | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; params?: unknown };
  if (message.type !== SOCIAL_RETURN_TYPE) return null;
  if (typeof message.params !== 'object' || message.params === null) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(message.params)) {
    if (typeof value === 'string') params[key] = value;
  }
  return params;
}

/**
 * Google, Facebook or Twitter in a popup (spec 4, third-party sign-in popup): cancelled and
 * closed end quietly; blocked and redirect pending are errors the member sees. A code that comes
 * back cannot become a session yet: the spec names no call that exchanges it, so the member is
 * told the provider is not available (docs/sign-in.md, what only the real services can prove).
 */
export async function popupSignIn(
  deps: FlowDeps,
  provider: PopupProvider,
  adapter: PopupAdapter,
  popups: AuthPopups,
  redirectPending: boolean,
): Promise<void> {
  const clientId = clientIdOf(deps, provider);
  if (!clientId) throw new SocialError(SOCIAL_CODES.providerError, `${provider} is not set up`);
  const origin = deps.platform.env.location().origin;
  const state = randomToken();
  const url = adapter.authorizeUrl(provider, {
    clientId,
    redirectUri: origin + SOCIAL_RETURN_PATH,
    state,
    codeChallenge: await pkceChallenge(randomToken(32)),
  });
  const result = await popups.open({ url, resultOrigin: origin, redirectPending });
  if (result.status === 'blocked') throw new SocialError(SOCIAL_CODES.popupBlocked);
  if (result.status === 'redirect-pending') throw new SocialError(SOCIAL_CODES.redirectPending);
  if (result.status !== 'success') return;
  const params = returnParams(result.data);
  if (!params || params.state !== state) {
    console.warn(`${provider} sign-in ignored: the answer does not carry this attempt's state.`);
    return;
  }
  if (params.error) {
    if (params.error.toLowerCase() === 'access_denied') return;
    throw new SocialError(params.error, params.error_description ?? null);
  }
  throw new SocialError(SOCIAL_CODES.exchangeUnavailable);
}
