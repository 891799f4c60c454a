import type { LoginType } from '../../api/calls/session';
import { safeGoPath } from './safeGoPath';
import { APP_BASE, CHANGE_PASSWORD_PATH, HOME_PATH } from '../../config/routePaths';

/** spec 4 and 5: the six-digit default password (digits one to six). */
export const DEFAULT_PASSWORD = '123456';

export interface PasswordChangeFacts {
  /** The password typed, when the login had one (not for sms or social logins). */
  password?: string;
  passwordExpired: boolean;
  type: LoginType;
  /** Tenant flag PWDEXPFORCECHANGE3. */
  forceChangeExpired: boolean;
}

/**
 * spec 4, Login success: the default six-digit password, or an expired password when the forced
 * change is on (not for sms or firebase logins), send the member to /m/changePsw.
 * This is the login response's `updatePassword` (spec 3: the client sets it).
 */
export function mustChangePassword(facts: PasswordChangeFacts): boolean {
  if (facts.password === DEFAULT_PASSWORD) return true;
  const exempt = facts.type === 'sms' || facts.type === 'firebase';
  return facts.passwordExpired && facts.forceChangeExpired && !exempt;
}

/**
 * Where a login ends, as a path under /m: the password change, else the `go` target when it is a
 * same-origin /m/ path (safeGoPath), else home.
 */
export function afterLoginPath(updatePassword: boolean, go: string | null, origin: string): string {
  if (updatePassword) return CHANGE_PASSWORD_PATH;
  const target = safeGoPath(go, origin);
  return target ? target.slice(APP_BASE.length) : HOME_PATH;
}
