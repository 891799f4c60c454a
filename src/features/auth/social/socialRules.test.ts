import { describe, expect, it } from 'vitest';
import { tenants } from '../../../testing/tenants';
import { tenantWith } from './testing/socialRoot';
import {
  autoPassword,
  autoRegisterAllowed,
  loginDevice,
  providersOf,
  registerMethod,
} from './socialRules';

describe('autoRegisterAllowed (spec 4)', () => {
  // FIREBASECREATEACC3, whitelabel autoRegister, SSOMANUALREG3 → auto-register?
  it.each([
    [true, true, false, true],
    [true, true, true, false],
    [true, false, false, false],
    [false, true, false, false],
    [false, false, true, false],
    [true, false, true, false],
    [false, true, true, false],
    [false, false, false, false],
  ])(
    'FIREBASECREATEACC3 %s, autoRegister %s, SSOMANUALREG3 %s: %s',
    (create, autoRegister, manual, expected) => {
      const tenant = tenantWith(
        'demo',
        { FIREBASECREATEACC3: create, SSOMANUALREG3: manual },
        { autoRegister },
      );
      expect(autoRegisterAllowed(tenant)).toBe(expected);
    },
  );

  it('reads the tenant files as the operators set them', () => {
    expect(autoRegisterAllowed(tenants.demo!)).toBe(true);
    expect(autoRegisterAllowed(tenants['pk-urdu']!)).toBe(false); // SSOMANUALREG3
    expect(autoRegisterAllowed(tenants['vn-lotto']!)).toBe(false); // no account creation
  });
});

describe('providersOf', () => {
  it.each([
    ['demo', ['line', 'telegram', 'maya']],
    ['ph-maya', ['telegram', 'maya']],
    ['th-line', ['line']],
    ['pk-urdu', ['google']],
    ['vn-lotto', []],
  ])('%s shows %j', (code, expected) => {
    expect(providersOf(tenants[code]!)).toEqual(expected);
  });

  it('leaves out a provider whose flag is on but which is not configured', () => {
    expect(providersOf(tenantWith('vn-lotto', { LINELOGIN3: true, FACEBOOKLOGIN3: true }))).toEqual(
      [],
    );
  });
});

describe('loginDevice and registerMethod (spec 3)', () => {
  const env = { isIPad: false, isIosHomeScreen: false, isStandalone: false, isNativeApp: false };

  it('send no device and H5 in a browser tab', () => {
    expect(loginDevice(env)).toBeUndefined();
    expect(registerMethod(env)).toBe('H5');
  });

  it('name the iPad, the iOS home screen and the installed app', () => {
    expect(loginDevice({ ...env, isIPad: true })).toBe('IPAD');
    expect(loginDevice({ ...env, isIosHomeScreen: true, isStandalone: true })).toBe('WEBCLIP');
    expect(loginDevice({ ...env, isStandalone: true })).toBe('PWA');
    expect(registerMethod({ ...env, isNativeApp: true })).toBe('APP');
    expect(registerMethod({ ...env, isIosHomeScreen: true })).toBe('WEBCLIP');
    expect(registerMethod({ ...env, isStandalone: true })).toBe('PWA');
  });
});

describe('autoPassword', () => {
  const random = (length: number, alphabet: string) =>
    alphabet.slice(0, length).padEnd(length, alphabet[0]);

  it('fits the tenant rules with a letter and a digit', () => {
    for (const tenant of Object.values(tenants)) {
      const password = autoPassword(tenant, random);
      const rules = tenant.auth.registration.password ?? {};
      expect(password.length).toBeGreaterThanOrEqual(rules.minLength ?? 6);
      expect(password.length).toBeLessThanOrEqual(rules.maxLength ?? 20);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/\d/);
    }
  });
});
