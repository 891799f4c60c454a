import { verifyLineCode } from '../../../../api/calls/social';
import { writeJson } from '../../../../platform/storage';
import { LINE_SESSION_TOKEN_KEY } from '../../storageKeys';
import type { FlowDeps } from '../flowDeps';
import { SOCIAL_CODES, SocialError } from '../types';
import type { LineAdapter } from './LineAdapter';
import type { LineReturn } from './lineReturn';
import { LINE_RETURN_PATH } from './lineReturn';
import type { SentLineState } from './lineStorage';
import { LINE_LOGIN_STATE_KEY, LINE_STATE_KEY } from './lineStorage';

/** Leaves for LINE (or, with the fake, straight back) with a fresh state kept for the return. */
export function startLine(deps: FlowDeps, adapter: LineAdapter, state: string): void {
  const { tenant, platform } = deps;
  const line = tenant.auth.line;
  const windows = platform.windows;
  if (!line || !windows) throw new SocialError(SOCIAL_CODES.providerError, 'LINE is not set up');
  const here = platform.env.location();
  writeJson(platform.session, LINE_STATE_KEY, {
    state,
    go: here.searchParams.get('go'),
  } satisfies SentLineState);
  windows.assign(
    adapter.authorizeUrl({
      clientId: line.clientId,
      redirectUri: here.origin + LINE_RETURN_PATH,
      state,
    }),
  );
}

/**
 * A LINE return whose state was checked (SocialStore.handleReturn): the code becomes a
 * lineSessionToken, kept with the name and picture as the chat-app login state. Null when the
 * member declined at LINE.
 */
export async function finishLine(
  deps: FlowDeps,
  url: URL,
  back: LineReturn,
): Promise<{ lineSessionToken: string } | null> {
  const { platform, api } = deps;
  if (back.kind === 'error') {
    // LINE writes the codes upper case in its docs and lower case in practice.
    if (back.error.toLowerCase() === 'access_denied') return null;
    throw new SocialError(back.error, back.description);
  }
  const verified = await verifyLineCode(
    api,
    { code: back.code, redirectUri: url.origin + LINE_RETURN_PATH },
    { alert: false },
  );
  platform.local.set(LINE_SESSION_TOKEN_KEY, verified.lineSessionToken);
  writeJson(platform.local, LINE_LOGIN_STATE_KEY, verified);
  return { lineSessionToken: verified.lineSessionToken };
}
