// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkProviders } from './providerChecks.ts';
import { demoTenant, REMOVE, withChanges } from './tenantChanges.ts';

const demo = demoTenant();

function after(changes: Record<string, unknown>): string[] {
  return checkProviders(withChanges(demo, changes)).map((i) => `${i.pointer}: ${i.message}`);
}

describe('checkProviders', () => {
  it('accepts the demo tenant', () => {
    expect(after({})).toEqual([]);
  });

  it.each([
    ['GEETEST3', '/captcha/geetestId', 'captcha.geetestId'],
    ['GEETESTRISK3', '/captcha/riskAppId', 'captcha.riskAppId'],
    ['LINELOGIN3', '/auth/line', 'auth.line'],
    ['TELEGRAMLOGIN3', '/auth/telegram', 'auth.telegram'],
    ['GOOGLELOGIN3', '/auth/google', 'auth.google'],
    ['FACEBOOKLOGIN3', '/auth/facebook', 'auth.facebook'],
    ['TWITTERLOGIN3', '/auth/twitter', 'auth.twitter'],
  ])('when %s is on it needs %s', (flag, pointer, name) => {
    expect(after({ [`/flags/${flag}`]: true, [pointer]: REMOVE })).toEqual([
      `/flags/${flag}: ${flag} is on but ${name} is not set`,
    ]);
    expect(after({ [`/flags/${flag}`]: false, [pointer]: REMOVE })).toEqual([]);
  });

  it('needs auth.firebase for Firebase SMS', () => {
    expect(after({ '/auth/sms/provider': 'firebase' })).toEqual([
      '/auth/sms/provider: sms provider "firebase" needs Firebase phone auth, but auth.firebase is not set',
    ]);
  });

  it('needs auth.sms when sms login is offered', () => {
    expect(after({ '/auth/sms': REMOVE })).toEqual([
      '/auth/login/methods/2: login method "sms" sends SMS codes, but auth.sms is not set',
    ]);
  });

  it('needs the Firebase keys for push with the default provider', () => {
    expect(after({ '/push/provider': REMOVE, '/push/apiKey': 'AIzaSyExample000' })).toEqual([
      '/push/enabled: push is on with provider "firebase" (the default) but push.vapidKey, push.appId, push.projectId and push.messagingSenderId are not set',
    ]);
    expect(after({ '/push/provider': 'firebase', '/push/enabled': false })).toEqual([]);
  });

  it('needs captcha version v4 for SMS captcha (spec 5)', () => {
    expect(after({ '/captcha/version': 'v3' })).toEqual([
      '/captcha/showSmsGeetest: SMS captcha needs captcha.version "v4" (got "v3")',
    ]);
    expect(after({ '/captcha/version': REMOVE })).toEqual([]);
  });
});
