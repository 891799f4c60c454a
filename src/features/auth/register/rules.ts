import type { DialingSettings } from '../../../config/dialingCodes';
import { dialingCodesOf } from '../../../config/dialingCodes';
import type { TenantConfig } from '../../../config/tenant.gen';

export type RegisterField =
  'username' | 'mobile' | 'smsCode' | 'password' | 'confirmPassword' | 'referralCode';

/** What the member typed. */
export interface RegisterValues {
  username: string;
  countryDialingCode: string;
  mobile: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
}

export type FieldError =
  'required' | 'mobileInvalid' | 'tooShort' | 'tooLong' | 'numericOnly' | 'mismatch';

/** The tenant's registration form (auth.registration), defaults applied. */
export interface RegisterRules {
  mode: 'username' | 'mobile';
  /** The server picks the username when the member leaves it empty. */
  autoUsername: boolean;
  /** false: mobile registration without a password (the six-digit default is sent). */
  askPassword: boolean;
  minLength: number;
  maxLength: number;
  allowNumericOnly: boolean;
  referralCodeField: 'hidden' | 'optional' | 'required';
  countryDialingCodes: string[];
  resendSeconds: number;
  smsTemplate?: string;
}

/** spec 5: password minimum length default 6 (maximum default 20, as the schema says). */
export const DEFAULT_MIN_LENGTH = 6;
export const DEFAULT_MAX_LENGTH = 20;
export const DEFAULT_RESEND_SECONDS = 60;

export function registerRules(tenant: TenantConfig, settings?: DialingSettings): RegisterRules {
  const registration = tenant.auth.registration;
  const password = registration.password ?? {};
  const mode = registration.mode;
  return {
    mode,
    autoUsername: registration.autoUsername === true,
    askPassword: !(mode === 'mobile' && registration.mobileWithoutPassword === true),
    minLength: password.minLength ?? DEFAULT_MIN_LENGTH,
    maxLength: password.maxLength ?? DEFAULT_MAX_LENGTH,
    allowNumericOnly: password.allowNumericOnly === true,
    referralCodeField: registration.referralCodeField ?? 'optional',
    // The country calling codes: the shared settings', by flag UPDATEMOBILEICC3.
    countryDialingCodes: dialingCodesOf(tenant, settings),
    resendSeconds: tenant.auth.sms?.resendSeconds ?? DEFAULT_RESEND_SECONDS,
    smsTemplate: registration.smsTemplate,
  };
}

/** The fields the form shows, in order. */
export function registerFields(rules: RegisterRules): RegisterField[] {
  const fields: RegisterField[] = rules.mode === 'mobile' ? ['mobile', 'smsCode'] : ['username'];
  if (rules.askPassword) fields.push('password', 'confirmPassword');
  if (rules.referralCodeField !== 'hidden') fields.push('referralCode');
  return fields;
}

/** spec 5: the numeric-only (digits only) check. */
export function isNumericOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/** 6 to 15 digits, written with spaces, dashes, brackets or a leading plus if the member likes. */
export function isMobileNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return /^[\d\s()+-]+$/.test(value) && digits.length >= 6 && digits.length <= 15;
}

export function passwordError(password: string, rules: RegisterRules): FieldError | null {
  if (password === '') return 'required';
  if (password.length < rules.minLength) return 'tooShort';
  if (password.length > rules.maxLength) return 'tooLong';
  if (!rules.allowNumericOnly && isNumericOnly(password)) return 'numericOnly';
  return null;
}

function fieldError(
  field: RegisterField,
  values: RegisterValues,
  rules: RegisterRules,
): FieldError | null {
  switch (field) {
    case 'username':
      return !rules.autoUsername && values.username.trim() === '' ? 'required' : null;
    case 'mobile':
      if (values.mobile.trim() === '') return 'required';
      return isMobileNumber(values.mobile.trim()) ? null : 'mobileInvalid';
    case 'smsCode':
      return values.smsCode.trim() === '' ? 'required' : null;
    case 'password':
      return passwordError(values.password, rules);
    case 'confirmPassword':
      if (values.confirmPassword === '') return 'required';
      return values.confirmPassword === values.password ? null : 'mismatch';
    case 'referralCode':
      return rules.referralCodeField === 'required' && values.referralCode.trim() === ''
        ? 'required'
        : null;
  }
}

/** Every field the form shows that is not right yet. */
export function validateRegister(
  values: RegisterValues,
  rules: RegisterRules,
): Partial<Record<RegisterField, FieldError>> {
  const errors: Partial<Record<RegisterField, FieldError>> = {};
  for (const field of registerFields(rules)) {
    const error = fieldError(field, values, rules);
    if (error) errors[field] = error;
  }
  return errors;
}
