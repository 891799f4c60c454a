import type { Clock } from '../../platform/clock';
import type { KeyValueStore } from '../../platform/storage';
import type { RememberMe } from './RememberMe';
import {
  AUTO_LOGIN_KEY,
  LINE_LOGIN_STATE_KEY,
  LINE_SESSION_TOKEN_KEY,
  REMEMBERED_LOGIN_KEY,
} from './storageKeys';

/** A logout waits this long at most for the sealed store to forget the remembered password. */
export const LOGOUT_FORGET_MS = 3_000;

export interface ForgetSignInDeps {
  local: KeyValueStore;
  clock: Clock;
  /** Remember me and its sealed store (downloaded on first use). */
  remembered: () => Promise<RememberMe>;
}

/**
 * ARCHITECTURE.md, Security rules: logout leaves nothing in storage that signs the member in
 * without typing. Auto-login is off, the LINE keys are gone, and the remembered password is
 * forgotten (the login name stays to prefill the form) until the next password login with
 * remember me. Should the sealed store not answer within LOGOUT_FORGET_MS, the remembered
 * login goes whole. A logout is a tap: this rides in the login's steps chunk (loginFlow.ts),
 * not in the first screen's JS; the store's own state (the account waiting to be bound, the
 * form's password) is cleared by AuthStore.logout.
 */
export async function forgetSignIn({ local, clock, remembered }: ForgetSignInDeps): Promise<void> {
  local.set(AUTO_LOGIN_KEY, '0');
  local.remove(LINE_SESSION_TOKEN_KEY);
  local.remove(LINE_LOGIN_STATE_KEY);
  let timer: number | undefined;
  const forgotten = remembered()
    .then((rememberMe) => rememberMe.forgetPassword())
    .then(() => true);
  const late = new Promise<false>((resolve) => {
    timer = clock.setTimeout(() => resolve(false), LOGOUT_FORGET_MS);
  });
  const done = await Promise.race([forgotten, late]).catch(() => false);
  if (timer !== undefined) clock.clearTimeout(timer);
  if (!done) local.remove(REMEMBERED_LOGIN_KEY);
}
