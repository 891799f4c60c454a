import type { Environment } from '../../platform/environment';
import { outboundUrl } from '../../platform/outboundUrl';
import type { TenantConfig } from '../../config/tenant.gen';
import type { LaunchFailure } from './GameLaunchStore';

/** spec 9: the launch waits 150 ms before its call, and gives up without a redirect in 10 s. */
export const LAUNCH_PRE_DELAY_MS = 150;
export const LAUNCH_TIMEOUT_MS = 10_000;

/** spec 9: the lottery's language map; anything else launches in VI, the lottery default. */
export const LOTTERY_LANGUAGES = ['EN', 'CN', 'TW', 'RU', 'TH', 'VI', 'JA', 'PT', 'ES', 'AR'];
export const LOTTERY_FALLBACK_LANGUAGE = 'VI';

/**
 * The prize mode a VN lottery launch sends when its link names none (a card names a vendor,
 * not a prize mode, and the VN variant requires one).
 */
export const DEFAULT_PRIZE_MODE = 'STANDARD';

/** Where the game is: the native app, the installed web app, or a plain browser tab. */
export type RunningIn = Pick<Environment, 'isNativeApp' | 'isStandalone' | 'isIosHomeScreen'> & {
  /** Opened from the home screen (?homescreen=1, spec 2). */
  homescreen: boolean;
};

/** spec 6, STARTGAMEINAPP3: games start only in the native app or the home-screen app. */
export function gamesAllowedHere(tenant: Pick<TenantConfig, 'flags'>, env: RunningIn): boolean {
  if (!tenant.flags.STARTGAMEINAPP3) return true;
  return env.isNativeApp || env.isStandalone || env.isIosHomeScreen || env.homescreen;
}

/** spec 9: the member's language when the lottery knows it (PT-BR as PT), else VI. */
export function lotteryLanguage(language: string): string {
  const code = language.toUpperCase();
  if (LOTTERY_LANGUAGES.includes(code)) return code;
  const base = code.split('-')[0] ?? '';
  return LOTTERY_LANGUAGES.includes(base) ? base : LOTTERY_FALLBACK_LANGUAGE;
}

/** What a launch answered, as the page may follow it: the address, or why it is not followed. */
export type GameAddress = { url: string } | { problem: 'noUrl' | 'unsafeUrl' };

/**
 * The address a launch answered, resolved with URL against the page (the demo answers a path).
 * spec 8 rejects a missing URL (noUrl). Anything outboundUrl refuses is unsafeUrl and never
 * opened: http: to another host, a protocol-relative //host, javascript: or data:
 * (ARCHITECTURE.md, Security rules: every URL a member can be sent to is https).
 */
export function gameAddress(gameUrl: unknown, origin: string): GameAddress {
  if (typeof gameUrl !== 'string' || gameUrl.trim() === '') return { problem: 'noUrl' };
  const url = outboundUrl(gameUrl, origin);
  return url ? { url } : { problem: 'unsafeUrl' };
}

/** spec 8: failures a second try may get past (a timeout, a missing address, a refusal). */
const RETRYABLE: ReadonlySet<LaunchFailure> = new Set(['timeout', 'noUrl', 'refused']);

/** The launch page offers its retry button after this failure. */
export function canRetry(reason: LaunchFailure): boolean {
  return RETRYABLE.has(reason);
}
