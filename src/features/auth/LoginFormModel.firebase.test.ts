import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/types';
import { createFakeClock } from '../../testing/createFakeClock';
import { tenantByCode } from '../../testing/tenants';
import type { PhoneCodeSignIn } from './LoginFormModel';
import { LoginFormModel } from './LoginFormModel';

/** The sms form of a Firebase SMS tenant (ph-maya: auth.sms.provider firebase). */
function setup(tenant = 'ph-maya') {
  const post = vi.fn(async () => ({ resendSeconds: 30 }));
  const clock = createFakeClock(1_000);
  const form = new LoginFormModel({
    tenant: tenantByCode(tenant),
    api: { post } as unknown as ApiClient,
    captcha: { required: () => false, solve: vi.fn() },
    clock,
  });
  const phone: PhoneCodeSignIn & { sendCode: ReturnType<typeof vi.fn> } = {
    sendCode: vi.fn(async () => true),
    loginWithCode: vi.fn(async () => true),
  };
  return { form, post, phone, clock };
}

describe('the sms login form on a Firebase SMS tenant', () => {
  it('sends the code through Firebase, never the platform sms call, and counts down', async () => {
    const { form, post, phone } = setup();
    form.setMethod('sms');
    expect(form.usesFirebase).toBe(true);
    form.usePhone(async () => phone);
    form.setMobile('0917 555 0101');
    await expect(form.sendSms()).resolves.toBe(true);
    expect(phone.sendCode).toHaveBeenCalledWith('+63', '0917 555 0101');
    expect(post).not.toHaveBeenCalled();
    expect(form.smsState).toBe('sent');
    expect(form.smsCountdown).toBe(60);
  });

  it('logs in with the typed code through Firebase (a login of type firebase)', async () => {
    const { form, phone } = setup();
    form.setMethod('sms');
    form.usePhone(async () => phone);
    form.setSmsCode(' 123456 ');
    await expect(form.loginWithPhone()).resolves.toBe(true);
    expect(phone.loginWithCode).toHaveBeenCalledWith('123456');
    expect(form.phoneBusy).toBe(false);
  });

  it('sends nothing while Firebase is not there, and says the check did not complete', async () => {
    const { form, post } = setup();
    form.setMethod('sms');
    form.setMobile('09175550101');
    await expect(form.sendSms()).resolves.toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(form.smsError).toEqual({ reason: 'captcha' });
  });

  it('keeps the platform sms call on other tenants and for the password forms', async () => {
    const { form, post } = setup('demo');
    form.setMethod('sms');
    expect(form.usesFirebase).toBe(false);
    const maya = setup();
    maya.form.setMethod('mobile');
    expect(maya.form.usesFirebase).toBe(false);
    form.setMobile('09175550101');
    await form.sendSms();
    expect(post).toHaveBeenCalledWith(
      '/wps/verification/sms/noLogin',
      expect.objectContaining({ mobileNum: '09175550101' }),
      expect.anything(),
    );
  });
});
