import type { TenantAuth } from '../../config/tenant.gen';

export interface PasswordRules {
  minLength: number;
  maxLength: number;
  allowNumericOnly: boolean;
}

/** The tenant's auth.registration.password, with the schema's defaults (6, 20, false). */
export function passwordRulesOf(auth: TenantAuth): PasswordRules {
  const rules = auth.registration.password;
  return {
    minLength: rules?.minLength ?? 6,
    maxLength: rules?.maxLength ?? 20,
    allowNumericOnly: rules?.allowNumericOnly ?? false,
  };
}

export type PasswordProblem =
  'oldRequired' | 'tooShort' | 'tooLong' | 'numericOnly' | 'sameAsOld' | 'mismatch';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** spec 5: a numeric-only (digits only) check exists. */
const DIGITS_ONLY = /^\d+$/;

/** What is wrong with a password change, in the order a member would fix it; [] when nothing. */
export function passwordChangeProblems(
  values: PasswordChangeValues,
  rules: PasswordRules,
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const { oldPassword, newPassword, confirmPassword } = values;
  if (!oldPassword) problems.push('oldRequired');
  if (newPassword.length < rules.minLength) problems.push('tooShort');
  if (newPassword.length > rules.maxLength) problems.push('tooLong');
  if (!rules.allowNumericOnly && DIGITS_ONLY.test(newPassword)) problems.push('numericOnly');
  if (oldPassword && newPassword === oldPassword) problems.push('sameAsOld');
  if (newPassword !== confirmPassword) problems.push('mismatch');
  return problems;
}
