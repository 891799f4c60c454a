import type { Platform } from '../../../platform/platform';
import type { FlowDeps } from './flowDeps';
import { addressAfterLineReturn, readLineReturn } from './line/lineReturn';
import { takeSentLineState } from './line/lineStorage';
import { MAYA_SESSION_PARAM } from './maya/MayaAdapter';
import { RETURN_STATE_PARAM, takeReturn } from './returnState';
import type { SocialLoginHost } from './socialLogin';
import type { SocialProvider } from './types';
import { SOCIAL_CODES, SocialError } from './types';

/** What reading the page address at start asks of the store. */
export interface ReturnHost {
  flow: FlowDeps;
  logins: SocialLoginHost;
  /** Runs a step with the provider busy; an error it throws is shown. */
  withBusy(provider: SocialProvider, work: () => Promise<void>): Promise<boolean>;
  setRedirecting(on: boolean): void;
  /** Shows a failure in the error dialog (spec 8). */
  fail(provider: SocialProvider, error: unknown): void;
}

/** What follows a provider's answer loads with the first sign-in, not at start. */
export const socialLogin = () => import('./socialLogin');

/** Drops parameters (and the hash, with `dropHash`) from the address bar without a navigation. */
function replaceWithout(platform: Platform, url: URL, names: string[], dropHash = false): void {
  const next = new URL(url);
  for (const name of names) next.searchParams.delete(name);
  platform.env.replaceUrl(next.pathname + next.search + (dropHash ? '' : next.hash));
}

/**
 * The page address at start: a LINE return (code and state on /m/home), a Telegram
 * #tgAuthResult= hash, or a Maya landing (sessionId). Each is taken off the address before
 * anything renders (a reload must not send a single-use code again). Telegram's and Maya's
 * count only with the state this tab kept when it started them (else refused, with a message).
 * True when one signed in or was LINE's.
 */
export async function handleReturn(host: ReturnHost, url: URL): Promise<boolean> {
  const { tenant, platform } = host.flow;
  const line = tenant.flags.LINELOGIN3 && tenant.auth.line ? readLineReturn(url) : null;
  if (line) {
    const sent = takeSentLineState(platform.session);
    const ours = sent !== null && sent.state === line.state;
    // The go target the login started from comes back with the state.
    platform.env.replaceUrl(addressAfterLineReturn(url, ours ? sent.go : null));
    if (!ours) {
      // INTEGRATIONS.md 2: a failed auto-login in private browsing comes back like this.
      console.warn('LINE sign-in ignored: the state does not match the one this tab sent.');
      return true;
    }
    host.setRedirecting(true);
    await host.withBusy('line', async () => {
      const { finishLine } = await import('./line/lineFlow');
      const verified = await finishLine(host.flow, url, line);
      if (verified) await (await socialLogin()).loginByLine(host.logins, verified.lineSessionToken);
    });
    host.setRedirecting(false);
    return true;
  }
  if (url.hash.includes('tgAuthResult')) {
    replaceWithout(platform, url, [RETURN_STATE_PARAM], true);
    const { readTelegramHash } = await import('./telegram/telegramHash');
    const data = readTelegramHash(url.hash);
    if (!data) return false;
    if (!boundToThisTab(host, 'telegram', url)) return false;
    await host.withBusy('telegram', async () =>
      (await socialLogin()).loginByTelegram(host.logins, data),
    );
    return true;
  }
  const maya = tenant.auth.maya;
  const sessionId = maya?.enabled ? url.searchParams.get(MAYA_SESSION_PARAM) : null;
  if (!maya || !sessionId) return false;
  replaceWithout(platform, url, [MAYA_SESSION_PARAM, RETURN_STATE_PARAM]);
  if (!boundToThisTab(host, 'maya', url)) return false;
  await host.withBusy('maya', async () =>
    (await socialLogin()).loginByMaya(host.logins, sessionId, maya.env),
  );
  return true;
}

/**
 * A Telegram or Maya return counts only in the tab that started that sign-in, with the state it
 * kept (returnState.ts). Any other is refused, and the member told: no one is signed in.
 */
function boundToThisTab(host: ReturnHost, provider: 'telegram' | 'maya', url: URL): boolean {
  const state = url.searchParams.get(RETURN_STATE_PARAM);
  if (takeReturn(host.flow.platform.session, provider, state)) return true;
  console.warn(
    `${provider} sign-in refused: this tab did not start it (state ${state ?? 'missing'}).`,
  );
  host.fail(provider, new SocialError(SOCIAL_CODES.returnNotStarted));
  return false;
}
