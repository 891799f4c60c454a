import type { GeetestRegister } from '../../src/api/calls/system.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { randomHex } from './seeded.ts';

const GEETEST_ID = /^[0-9a-f]{32}$/;

/**
 * GET /wps/captcha/geetest: gt is the merchant's captcha.geetestId, the challenge a fresh
 * 32-hex value each time. Null when the merchant has no GeeTest id.
 */
export function geetestRegister(tenant: TenantConfig): GeetestRegister | null {
  const gt = tenant.captcha?.geetestId?.toLowerCase();
  if (!gt || !GEETEST_ID.test(gt)) return null;
  return { gt, challenge: randomHex(16), newCaptcha: true, success: 1 };
}
