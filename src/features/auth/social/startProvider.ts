import type { MayaEnv } from '../../../api/calls/social';
import type { TelegramAuthData } from '../../../api/calls/session';
import type { AuthPopups } from '../../../platform/authPopup';
import { randomToken } from '../../../platform/randomToken';
import type { FlowDeps } from './flowDeps';
import type { AdapterLoaders } from './loadAdapters';
import { beginReturn } from './returnState';
import type { ButtonProvider } from './types';
import { SOCIAL_CODES, SocialError } from './types';

/** What starting a provider's sign-in asks of the store. */
export interface StartHost {
  flow: FlowDeps;
  adapters: AdapterLoaders;
  fake: boolean;
  /** Shows (src) or removes (null) the hidden Telegram frame. */
  setFrame(src: string | null): void;
  popups(): Promise<AuthPopups>;
  /** The tab is leaving for LINE. */
  redirecting(): void;
  loginTelegram(data: TelegramAuthData): Promise<void>;
  loginMaya(sessionId: string, env: MayaEnv): Promise<void>;
}

/**
 * A sign-in button's flow: LINE leaves for the authorize page (the return is handled at start),
 * Telegram waits for the hidden frame, Maya takes a wallet session, and Google, Facebook and
 * Twitter open the popup. Each loads its adapter and flow on first use.
 */
export async function startProvider(
  host: StartHost,
  provider: ButtonProvider,
  signal: AbortSignal,
  redirectPending: boolean,
): Promise<void> {
  const { flow, adapters, fake } = host;
  if (provider === 'line') {
    const [adapter, line] = await Promise.all([adapters.line(fake), import('./line/lineFlow')]);
    line.startLine(flow, adapter, randomToken());
    host.redirecting();
  } else if (provider === 'telegram') {
    // Only a return carrying this state may sign this tab in (returnState.ts); the frame's
    // answer in the page needs none.
    beginReturn(flow.platform.session, 'telegram', randomToken());
    const [adapter, telegram] = await Promise.all([
      adapters.telegram(fake),
      import('./telegram/telegramFlow'),
    ]);
    const frame = { show: (src: string) => host.setFrame(src), hide: () => host.setFrame(null) };
    const data = await telegram.waitForTelegram(flow, adapter, frame, signal);
    if (data && !signal.aborted) await host.loginTelegram(data);
  } else if (provider === 'maya') {
    const env = flow.tenant.auth.maya?.env;
    if (!env) throw new SocialError(SOCIAL_CODES.providerError, 'Maya is not set up');
    beginReturn(flow.platform.session, 'maya', randomToken());
    const sessionId = await (await adapters.maya(fake, flow.api)).sessionId(env);
    if (!signal.aborted) await host.loginMaya(sessionId, env);
  } else {
    const [adapter, popup, popups] = await Promise.all([
      adapters.popup(fake),
      import('./popup/popupFlow'),
      host.popups(),
    ]);
    await popup.popupSignIn(flow, provider, adapter, popups, redirectPending);
  }
}
