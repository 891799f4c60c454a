import { describe, expect, it } from 'vitest';
import {
  changePassword,
  getBankCards,
  getChatAuthKey,
  getDepositSettings,
  getMemberInfo,
  getUnreadInbox,
  syncsLanguage,
  updateMemberLanguage,
} from './member';
import { register, registerByMobile, registerWithAutoUsername } from './memberRegister';
import type { RegisterRequest } from './memberRegister';
import { createRecordingApi } from '../testing/sessionFakeApi';

describe('member reads', () => {
  it('keeps member info in the session cache', async () => {
    const { api, calls } = createRecordingApi({ id: 1 });
    await expect(getMemberInfo(api, { flush: true })).resolves.toEqual({ id: 1 });
    expect(calls).toEqual([
      { method: 'GET', path: '/wps/member/info', options: { flush: true, sessionCache: true } },
    ]);
  });

  it.each([
    ['chat auth key', getChatAuthKey, '/wps/member/chat/authKey'],
    ['deposit settings', getDepositSettings, '/wps/member/deposit/settings'],
    ['bank cards', getBankCards, '/wps/member/bankcard'],
    ['unread inbox', getUnreadInbox, '/wps/member/inbox/unread'],
  ] as const)('gets the %s from %s', async (_name, read, path) => {
    const { api, calls } = createRecordingApi({ ok: 1 });
    await expect(read(api, { flush: true })).resolves.toEqual({ ok: 1 });
    expect(calls).toEqual([{ method: 'GET', path, options: { flush: true } }]);
  });
});

describe('member writes', () => {
  it('posts the language with the merchant code, not encrypted', async () => {
    const { api, calls } = createRecordingApi({ language: 'VI' });
    await updateMemberLanguage(api, { language: 'VI', merchantCode: 'demo' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wps/member/language',
        data: { language: 'VI', merchantCode: 'demo' },
        options: {},
      },
    ]);
  });

  it('posts a password change encrypted', async () => {
    const { api, calls } = createRecordingApi(null);
    await changePassword(
      api,
      { oldPassword: '123456', newPassword: 'N3wPassw0rd' },
      { alert: false },
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wps/member/password',
        data: { oldPassword: '123456', newPassword: 'N3wPassw0rd' },
        options: { alert: false, encrypt: true },
      },
    ]);
  });

  it('does not sync the language of type 4 members only', () => {
    expect(syncsLanguage(4)).toBe(false);
    expect([0, 1, 2, undefined, null].map(syncsLanguage)).toEqual([true, true, true, true, true]);
  });
});

describe('registration', () => {
  const request: RegisterRequest = {
    registerMethod: 'H5',
    registerUrl: 'https://m.demo.test/m/register',
    affiliateCode: 'www',
    domain: 'm.demo.test',
    pixelTrack: null,
    login: true,
    username: 'newmember',
    password: 'Passw0rd!',
  };

  it('registers a username encrypted with ModuleId REG3', async () => {
    const answer = { id: 1, customerId: 1, userName: 'newmember', token: 't' };
    const { api, calls } = createRecordingApi(answer);
    await expect(register(api, request)).resolves.toEqual(answer);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wps/member/register',
        data: request,
        options: { encrypt: true, headers: { ModuleId: 'REG3' } },
      },
    ]);
  });

  it('registers a mobile number encrypted with ModuleId MOBILENUMREG3', async () => {
    const { api, calls } = createRecordingApi({});
    const mobile = { ...request, username: undefined, mobileNum: '09170000001', smsCode: '123456' };
    await registerByMobile(api, mobile, { alert: false });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/member/register/mobile',
      data: mobile,
      options: { alert: false, encrypt: true, headers: { ModuleId: 'MOBILENUMREG3' } },
    });
  });

  it('asks the server for a username, with the ModuleId of the form', async () => {
    const { api, calls } = createRecordingApi({});
    const { username: _omitted, ...withoutUsername } = request;
    await registerWithAutoUsername(api, withoutUsername);
    await registerWithAutoUsername(api, { ...withoutUsername, mobileNum: '09170000001' });
    expect(calls.map((c) => [c.path, c.options])).toEqual([
      ['/wps/member/register/autoUsername', { encrypt: true, headers: { ModuleId: 'REG3' } }],
      [
        '/wps/member/register/autoUsername',
        { encrypt: true, headers: { ModuleId: 'MOBILENUMREG3' } },
      ],
    ]);
  });
});
