import type { RememberedLogin } from './rememberedLogin';

export interface AutoLoginFacts {
  /** A token or a session exists. */
  loggedIn: boolean;
  /** The page's query. */
  query: URLSearchParams;
  /** Tenant flag MOBILEAUTOLOGIN3. */
  flagOn: boolean;
  /** Local storage autoLogin. */
  autoLoginValue: string | null;
  merchantCode: string;
  remembered: RememberedLogin | null;
}

/**
 * spec 5: auto-login runs only if no token or session exists, no redirectUrl or backUrl is in
 * the query, MOBILEAUTOLOGIN3 is on, autoLogin is not '0', the stored merchant matches and the
 * type is not sms. It also needs a remembered password to send.
 */
export function autoLoginAllowed(facts: AutoLoginFacts): facts is AutoLoginFacts & {
  remembered: RememberedLogin & { password: string };
} {
  const { remembered } = facts;
  return (
    !facts.loggedIn &&
    !facts.query.has('redirectUrl') &&
    !facts.query.has('backUrl') &&
    facts.flagOn &&
    facts.autoLoginValue !== '0' &&
    remembered !== null &&
    remembered.merchant === facts.merchantCode &&
    remembered.type !== 'sms' &&
    Boolean(remembered.password)
  );
}
