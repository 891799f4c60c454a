import { describe, expect, it } from 'vitest';
import { tenantByCode } from '../../../testing/tenants';
import { registerFields, registerRules, validateRegister } from './rules';
import type { RegisterRules, RegisterValues } from './rules';

const values = (overrides: Partial<RegisterValues> = {}): RegisterValues => ({
  username: 'newplayer',
  countryDialingCode: '+63',
  mobile: '',
  smsCode: '',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  referralCode: '',
  ...overrides,
});

const rules = (overrides: Partial<RegisterRules> = {}): RegisterRules => ({
  ...registerRules(tenantByCode('demo')),
  ...overrides,
});

describe('registerRules', () => {
  it('reads the tenant, with the password minimum of 6 by default', () => {
    const demo = registerRules(tenantByCode('demo'));
    expect(demo).toMatchObject({ mode: 'username', minLength: 6, maxLength: 20 });
    expect(registerRules(tenantByCode('th-line')).minLength).toBe(8);
  });

  it('asks no password on mobile registration without password', () => {
    const maya = registerRules(tenantByCode('ph-maya'));
    expect(maya).toMatchObject({ mode: 'mobile', askPassword: false });
    expect(registerFields(maya)).toEqual(['mobile', 'smsCode', 'referralCode']);
  });

  it('hides the referral code when the tenant says hidden', () => {
    expect(registerFields(registerRules(tenantByCode('th-line')))).toEqual([
      'username',
      'password',
      'confirmPassword',
    ]);
  });
});

describe('validateRegister', () => {
  it('finds nothing wrong in a complete form', () => {
    expect(validateRegister(values(), rules())).toEqual({});
  });

  it('refuses a password shorter than the minimum', () => {
    const short = values({ password: 'Ab1', confirmPassword: 'Ab1' });
    expect(validateRegister(short, rules()).password).toBe('tooShort');
    const eight = values({ password: 'Abcdef1', confirmPassword: 'Abcdef1' });
    expect(validateRegister(eight, rules({ minLength: 8 })).password).toBe('tooShort');
  });

  it('refuses a password longer than the maximum', () => {
    const long = 'Ab1'.repeat(8);
    expect(validateRegister(values({ password: long }), rules()).password).toBe('tooLong');
  });

  it('refuses digits only unless the tenant allows them', () => {
    const digits = values({ password: '13572468', confirmPassword: '13572468' });
    expect(validateRegister(digits, rules()).password).toBe('numericOnly');
    expect(validateRegister(digits, rules({ allowNumericOnly: true }))).toEqual({});
  });

  it('refuses a confirmation that does not match', () => {
    expect(validateRegister(values({ confirmPassword: 'Secret13' }), rules()).confirmPassword).toBe(
      'mismatch',
    );
  });

  it('asks for a username unless the server may pick one', () => {
    expect(validateRegister(values({ username: ' ' }), rules()).username).toBe('required');
    expect(validateRegister(values({ username: '' }), rules({ autoUsername: true }))).toEqual({});
  });

  it('asks for the referral code when the tenant requires it', () => {
    expect(validateRegister(values(), rules({ referralCodeField: 'required' })).referralCode).toBe(
      'required',
    );
  });

  it('checks the mobile number and asks for the code in mobile mode', () => {
    const mobileRules = registerRules(tenantByCode('ph-maya'));
    expect(validateRegister(values({ mobile: '12ab' }), mobileRules)).toEqual({
      mobile: 'mobileInvalid',
      smsCode: 'required',
    });
    expect(
      validateRegister(values({ mobile: '0917 555 0101', smsCode: '123456' }), mobileRules),
    ).toEqual({});
  });
});
