import type { LoginType, SecondFactorChallenge, SecondFactorOption } from '../../api/calls/session';
import { ApiError } from '../../api/ApiError';
import type { FormError } from './formError';
import type { LoginInput } from './loginInput';

/** A login answered with login_verify_required, waiting for its code (spec 4). */
export interface SecondFactorFlow {
  challenge: SecondFactorChallenge;
  option: SecondFactorOption;
  state: 'idle' | 'processing' | 'failure';
  error: FormError | null;
  /** The login it completes: its form (for remember me) and type. */
  form: LoginInput;
  type: LoginType;
  /** The dialog to go back to when the challenge ends without a login. */
  returnTo: 'login' | null;
}

/** A new flow on the first option the server offers. */
export function startSecondFactor(
  challenge: SecondFactorChallenge & { options: [SecondFactorOption, ...SecondFactorOption[]] },
  login: Pick<SecondFactorFlow, 'form' | 'type' | 'returnTo'>,
): SecondFactorFlow {
  return { challenge, option: challenge.options[0], state: 'idle', error: null, ...login };
}

/** The verify token is unknown, used or too old: the member has to log in again. */
export function isChallengeSpent(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === 'verify.token.invalid';
}
