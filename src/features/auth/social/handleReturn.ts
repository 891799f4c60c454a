import type { Platform } from '../../../platform/platform';
import type { FlowDeps } from './flowDeps';
import { addressAfterLineReturn, readLineReturn } from './line/lineReturn';
import { takeSentLineState } from './line/lineStorage';
import { MAYA_SESSION_PARAM } from './maya/MayaAdapter';
import type { SocialLoginHost } from './socialLogin';
import type { SocialProvider } from './types';

/** What reading the page address at start asks of the store. */
export interface ReturnHost {
  flow: FlowDeps;
  logins: SocialLoginHost;
  /** Runs a step with the provider busy; an error it throws is shown. */
  withBusy(provider: SocialProvider, work: () => Promise<void>): Promise<boolean>;
  setRedirecting(on: boolean): void;
}

/** What follows a provider's answer loads with the first sign-in, not at start. */
export const socialLogin = () => import('./socialLogin');

/** Drops parameters from the address bar without a navigation. */
function replaceWithout(platform: Platform, url: URL, names: string[]): void {
  const next = new URL(url);
  for (const name of names) next.searchParams.delete(name);
  platform.env.replaceUrl(next.pathname + next.search + next.hash);
}

/**
 * The page address at start: a LINE return (code and state on /m/home), a Telegram
 * #tgAuthResult= hash, or a Maya landing (sessionId). Each is taken off the address before
 * anything renders (a reload must not send a single-use code again). True when it was one.
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
    platform.env.replaceUrl(url.pathname + url.search);
    const { readTelegramHash } = await import('./telegram/telegramHash');
    const data = readTelegramHash(url.hash);
    if (!data) return false;
    await host.withBusy('telegram', async () =>
      (await socialLogin()).loginByTelegram(host.logins, data),
    );
    return true;
  }
  const maya = tenant.auth.maya;
  const sessionId = maya?.enabled ? url.searchParams.get(MAYA_SESSION_PARAM) : null;
  if (!maya || !sessionId) return false;
  replaceWithout(platform, url, [MAYA_SESSION_PARAM]);
  await host.withBusy('maya', async () =>
    (await socialLogin()).loginByMaya(host.logins, sessionId, maya.env),
  );
  return true;
}
