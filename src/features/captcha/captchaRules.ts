import type { TenantConfig } from '../../config/tenant.gen';
import type { CaptchaFlow, CaptchaVersion } from './CaptchaAdapter';

/** The tenant's captcha settings with the schema's defaults filled in. */
export interface CaptchaSettings {
  version: CaptchaVersion;
  provider: 'geetest' | 'fake';
  captchaId?: string;
  riskAppId?: string;
}

export function captchaSettings(tenant: TenantConfig): CaptchaSettings {
  const captcha = tenant.captcha ?? {};
  return {
    version: captcha.version ?? 'v4',
    provider: captcha.provider ?? 'geetest',
    captchaId: captcha.geetestId,
    riskAppId: captcha.riskAppId,
  };
}

/**
 * spec 5: the captcha applies only with GEETEST3 and the whitelabel captcha flag; the test-off
 * flag switches it off, except in test mode, which ignores the test-off flag.
 */
export function captchaApplies(tenant: TenantConfig): boolean {
  const { captcha = false, captchaTestOff = false, testMode = false } = tenant.whitelabel.flags;
  return tenant.flags.GEETEST3 && captcha && (!captchaTestOff || testMode);
}

/**
 * spec 5: a flow needs the captcha when it applies and the flow's switch is on: showLoginGeetest,
 * showSmsGeetest, and for registration both showGeetest and register.enabled ("register captcha
 * is used only when enabled"), so either switch turns registration captcha off.
 */
export function captchaRequired(tenant: TenantConfig, flow: CaptchaFlow): boolean {
  if (!captchaApplies(tenant)) return false;
  const captcha = tenant.captcha ?? {};
  switch (flow) {
    case 'login':
      return captcha.showLoginGeetest === true;
    case 'register':
      return captcha.showGeetest === true && captcha.register?.enabled === true;
    case 'sms':
      return captcha.showSmsGeetest === true;
  }
}

/** spec 5: the sms captcha needs GeeTest v4. */
export function flowSupported(flow: CaptchaFlow, version: CaptchaVersion): boolean {
  return flow !== 'sms' || version === 'v4';
}

/** The risk check (geetestRisk) runs with GEETESTRISK3 and a risk app id. */
export function riskEnabled(tenant: TenantConfig): boolean {
  return tenant.flags.GEETESTRISK3 && Boolean(tenant.captcha?.riskAppId);
}

/** Which adapter does the work: the tenant's provider and version decide. */
export type AdapterKind = 'fake' | 'geetest-v3' | 'geetest-v4' | 'fake-risk' | 'geetest-risk';

export function captchaAdapterKind(settings: CaptchaSettings): AdapterKind {
  if (settings.provider === 'fake') return 'fake';
  return settings.version === 'v3' ? 'geetest-v3' : 'geetest-v4';
}

export function riskAdapterKind(settings: CaptchaSettings): AdapterKind {
  return settings.provider === 'fake' ? 'fake-risk' : 'geetest-risk';
}
