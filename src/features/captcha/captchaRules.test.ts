import { describe, expect, it } from 'vitest';
import type { TenantCaptcha, TenantConfig } from '../../config/tenant.gen';
import { tenantByCode } from '../../testing/tenants';
import type { CaptchaFlow } from './CaptchaAdapter';
import {
  captchaAdapterKind,
  captchaApplies,
  captchaRequired,
  captchaSettings,
  flowSupported,
  riskAdapterKind,
  riskEnabled,
} from './captchaRules';

interface Switches {
  GEETEST3?: boolean;
  GEETESTRISK3?: boolean;
  captcha?: boolean;
  captchaTestOff?: boolean;
  testMode?: boolean;
}

/** The demo tenant with every switch set as given (all flows on unless `captcha` overrides). */
function tenantWith(switches: Switches, captcha: TenantCaptcha = ALL_FLOWS): TenantConfig {
  const demo = tenantByCode('demo');
  return {
    ...demo,
    flags: {
      ...demo.flags,
      GEETEST3: switches.GEETEST3 ?? true,
      GEETESTRISK3: switches.GEETESTRISK3 ?? false,
    },
    whitelabel: {
      ...demo.whitelabel,
      flags: {
        ...demo.whitelabel.flags,
        captcha: switches.captcha ?? true,
        captchaTestOff: switches.captchaTestOff ?? false,
        testMode: switches.testMode ?? false,
      },
    },
    captcha,
  };
}

const ALL_FLOWS: TenantCaptcha = {
  geetestId: '0123456789abcdef0123456789abcdef',
  version: 'v4',
  showLoginGeetest: true,
  showGeetest: true,
  showSmsGeetest: true,
  register: { enabled: true },
};

describe('whether the captcha applies at all (spec 5)', () => {
  it.each`
    GEETEST3 | captcha  | captchaTestOff | testMode | applies
    ${true}  | ${true}  | ${false}       | ${false} | ${true}
    ${false} | ${true}  | ${false}       | ${false} | ${false}
    ${true}  | ${false} | ${false}       | ${false} | ${false}
    ${true}  | ${false} | ${false}       | ${true}  | ${false}
    ${true}  | ${true}  | ${true}        | ${false} | ${false}
    ${true}  | ${true}  | ${true}        | ${true}  | ${true}
    ${true}  | ${true}  | ${false}       | ${true}  | ${true}
    ${false} | ${true}  | ${true}        | ${true}  | ${false}
  `(
    'GEETEST3 $GEETEST3, captcha $captcha, captchaTestOff $captchaTestOff, testMode $testMode → $applies',
    ({ applies, ...switches }: Switches & { applies: boolean }) => {
      const tenant = tenantWith(switches);
      expect(captchaApplies(tenant)).toBe(applies);
      for (const flow of ['login', 'register', 'sms'] as const) {
        expect(captchaRequired(tenant, flow)).toBe(applies);
      }
    },
  );

  it('is off when the whitelabel flags leave captcha unset (default false)', () => {
    const tenant = tenantWith({});
    const flags = { ...tenant.whitelabel.flags };
    delete flags.captcha;
    expect(captchaApplies({ ...tenant, whitelabel: { ...tenant.whitelabel, flags } })).toBe(false);
  });
});

describe('which flow needs it, when it applies (spec 5)', () => {
  it.each<[string, TenantCaptcha, Record<CaptchaFlow, boolean>]>([
    ['every switch on', ALL_FLOWS, { login: true, register: true, sms: true }],
    [
      'only showLoginGeetest',
      { showLoginGeetest: true },
      { login: true, register: false, sms: false },
    ],
    [
      'only showSmsGeetest',
      { version: 'v4', showSmsGeetest: true },
      { login: false, register: false, sms: true },
    ],
    [
      'showGeetest without register.enabled',
      { showGeetest: true },
      { login: false, register: false, sms: false },
    ],
    [
      'register.enabled without showGeetest',
      { register: { enabled: true } },
      { login: false, register: false, sms: false },
    ],
    [
      'showGeetest and register.enabled',
      { showGeetest: true, register: { enabled: true } },
      { login: false, register: true, sms: false },
    ],
    ['no switch', {}, { login: false, register: false, sms: false }],
  ])('%s', (_name, captcha, expected) => {
    const tenant = tenantWith({}, captcha);
    expect({
      login: captchaRequired(tenant, 'login'),
      register: captchaRequired(tenant, 'register'),
      sms: captchaRequired(tenant, 'sms'),
    }).toEqual(expected);
  });

  it('needs nothing when the tenant has no captcha settings', () => {
    const tenant = { ...tenantWith({}), captcha: undefined };
    expect(captchaRequired(tenant, 'login')).toBe(false);
  });

  it('still requires the sms captcha on v3, whose solve then fails (the flags say so)', () => {
    const tenant = tenantWith({}, { ...ALL_FLOWS, version: 'v3' });
    expect(captchaRequired(tenant, 'sms')).toBe(true);
    expect(flowSupported('sms', 'v3')).toBe(false);
    expect(flowSupported('sms', 'v4')).toBe(true);
    expect(flowSupported('login', 'v3')).toBe(true);
  });
});

describe('the tenant files', () => {
  it.each<[string, Record<CaptchaFlow, boolean>]>([
    ['demo', { login: false, register: true, sms: true }],
    ['th-line', { login: true, register: true, sms: false }],
    // captchaTestOff without test mode: no captcha anywhere.
    ['vn-lotto', { login: false, register: false, sms: false }],
    ['ph-maya', { login: false, register: false, sms: false }],
    ['pk-urdu', { login: false, register: false, sms: false }],
  ])('%s', (code, expected) => {
    const tenant = tenantByCode(code);
    expect({
      login: captchaRequired(tenant, 'login'),
      register: captchaRequired(tenant, 'register'),
      sms: captchaRequired(tenant, 'sms'),
    }).toEqual(expected);
  });
});

describe('the risk check', () => {
  it('runs with GEETESTRISK3 and a risk app id only', () => {
    expect(riskEnabled(tenantWith({ GEETESTRISK3: true }, { riskAppId: 'app' }))).toBe(true);
    expect(riskEnabled(tenantWith({ GEETESTRISK3: true }, {}))).toBe(false);
    expect(riskEnabled(tenantWith({ GEETESTRISK3: false }, { riskAppId: 'app' }))).toBe(false);
  });
});

describe('the adapter a tenant gets', () => {
  it('follows provider and version, with the schema defaults (geetest, v4)', () => {
    expect(captchaAdapterKind(captchaSettings(tenantWith({}, {})))).toBe('geetest-v4');
    expect(captchaAdapterKind(captchaSettings(tenantWith({}, { version: 'v3' })))).toBe(
      'geetest-v3',
    );
    const fake = captchaSettings(tenantWith({}, { version: 'v3', provider: 'fake' }));
    expect(captchaAdapterKind(fake)).toBe('fake');
    expect(riskAdapterKind(fake)).toBe('fake-risk');
    expect(riskAdapterKind(captchaSettings(tenantWith({}, {})))).toBe('geetest-risk');
  });
});
