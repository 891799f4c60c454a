import type { TenantConfig } from '../../../config/tenant.gen';
import type { LinkedIdentity, PendingSocial } from './types';

export { providersOf } from './providers';

/**
 * spec 4: a social account the server does not know is registered automatically when account
 * creation (FIREBASECREATEACC3) and the whitelabel's autoRegister are on and manual SSO
 * registration (SSOMANUALREG3) is off; otherwise the member chooses in the login-confirm dialog.
 */
export function autoRegisterAllowed(tenant: TenantConfig): boolean {
  return (
    tenant.flags.FIREBASECREATEACC3 &&
    tenant.whitelabel.flags.autoRegister === true &&
    !tenant.flags.SSOMANUALREG3
  );
}

/** The pending accounts a registration can carry: Maya has no register field. */
export type RegistrablePending = Exclude<PendingSocial, { provider: 'maya' }>;

export function canAutoRegister(pending: PendingSocial): pending is RegistrablePending {
  return pending.provider !== 'maya';
}

/** A Firebase account as a register request carries it: its id token and its channel. */
export function firebaseProofOf(pending: {
  firebaseIdToken: string;
  firebaseChannel?: string;
}): Pick<LinkedIdentity, 'firebaseIdToken2' | 'firebaseChannel2'> {
  return {
    firebaseIdToken2: pending.firebaseIdToken,
    ...(pending.firebaseChannel ? { firebaseChannel2: pending.firebaseChannel } : {}),
  };
}

/** What "register new" hands registration to bind; null for an account it cannot carry. */
export function linkedIdentityOf(pending: PendingSocial): LinkedIdentity | null {
  if (pending.provider === 'line') return { lineSessionToken: pending.lineSessionToken };
  if (pending.provider === 'telegram') return { telegramAuth: pending.telegramAuth };
  if (pending.provider === 'firebase') return firebaseProofOf(pending);
  return null;
}

export { loginDevice, registerMethodFor as registerMethod } from '../../../platform/device';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * The password of an automatically registered account: random, within the tenant's length
 * rules, with letters and digits (never digits only). Nobody knows it: the member signs in with
 * the provider, or resets it.
 */
export function autoPassword(
  tenant: TenantConfig,
  random: (length: number, alphabet: string) => string,
): string {
  const rules = tenant.auth.registration.password ?? {};
  const min = rules.minLength ?? 6;
  const max = rules.maxLength ?? 20;
  const length = Math.min(max, Math.max(min, 16));
  return random(1, LETTERS) + random(1, DIGITS) + random(length - 2, LETTERS + DIGITS);
}
