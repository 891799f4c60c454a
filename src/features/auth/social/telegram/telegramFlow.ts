import type { TelegramAuthData } from '../../../../api/calls/session';
import { getTelegramLoginSetting } from '../../../../api/calls/social';
import { listenFrom } from '../../../../platform/messages';
import type { FlowDeps } from '../flowDeps';
import { SOCIAL_CODES, SocialError } from '../types';
import type { TelegramAdapter } from './TelegramAdapter';
import { readTelegramHash } from './telegramHash';

/** Where the store shows the hidden frame (SocialOverlay renders it). */
export interface FrameHost {
  show(src: string): void;
  hide(): void;
}

/** How long the frame may take before the attempt ends quietly. */
export const TELEGRAM_WAIT_MS = 120_000;

/**
 * Loads the hidden frame and waits for its auth data. Only messages from the frame's origin are
 * read (ARCHITECTURE.md, Security rules); among those, only a valid #tgAuthResult= (spec 5).
 * Null when the attempt was cancelled or timed out.
 */
export async function waitForTelegram(
  deps: FlowDeps,
  adapter: TelegramAdapter,
  host: FrameHost,
  signal: AbortSignal,
): Promise<TelegramAuthData | null> {
  const { api, tenant, platform } = deps;
  const windows = platform.windows;
  // The setting call names the auth domain; the tenant file's copy stands in when it fails.
  const setting =
    (await getTelegramLoginSetting(api, { alert: false }).catch(() => null)) ??
    tenant.auth.telegram;
  if (!setting || !windows)
    throw new SocialError(SOCIAL_CODES.providerError, 'no Telegram setting');
  if (signal.aborted) return null;
  const here = platform.env.location();
  const frame = adapter.frame({
    botId: setting.botId,
    authDomain: setting.authDomain,
    pageOrigin: here.origin,
    language: deps.language().toLowerCase(),
  });
  return new Promise((resolve) => {
    const { clock } = platform;
    const stop = listenFrom(windows.messages, { origin: frame.origin }, (data) => {
      const auth = readTelegramHash(data);
      if (auth) done(auth);
    });
    const timer = clock.setTimeout(() => done(null), TELEGRAM_WAIT_MS);
    const onAbort = () => done(null);
    signal.addEventListener('abort', onAbort);
    let finished = false;
    function done(result: TelegramAuthData | null): void {
      if (finished) return;
      finished = true;
      stop();
      clock.clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      host.hide();
      resolve(result);
    }
    host.show(frame.src);
  });
}
