import { describe, expect, it } from 'vitest';
import type { BankCard, DepositSettings, MemberInfo } from '../src/api/calls/member.ts';
import { postFault } from './testSupport.ts';
import { PASSWORD, sessionTestApi } from './sessionTestSupport.ts';

const INFO = '/wps/member/info';

describe('member calls without a valid session', () => {
  const t = sessionTestApi();

  it.each([
    ['no Authorization', undefined],
    ['an unknown token', 'f'.repeat(64)],
    ['a QA token of another merchant', 'demo-token.ph-maya.member1'],
    ['a QA token of an unknown login', 'demo-token.demo.nobody'],
  ])('answer user.or.token.invalid with HTTP 200 for %s', async (_why, token) => {
    for (const path of [INFO, '/wps/member/deposit/settings', '/wps/member/inbox/unread']) {
      const { status, body } = await t.get(path, { token });
      expect(status).toBe(200);
      expect(body).toEqual({
        success: false,
        errorCode: 'user.or.token.invalid',
        message: expect.any(String),
        value: null,
      });
    }
  });

  it('answers 401 when the fault controls say so', async () => {
    const api = sessionTestApi();
    await postFault(api.api, { path: INFO, status: 401 });
    expect((await api.get(INFO, { token: 'demo-token.demo.member1' })).status).toBe(401);
  });

  it('ends a session after 24 hours', async () => {
    const api = sessionTestApi();
    const token = await api.loginAs('member1');
    api.clock.now += 24 * 60 * 60_000;
    expect((await api.get(INFO, { token })).body.errorCode).toBe('user.or.token.invalid');
  });
});

describe('GET /wps/member/info', () => {
  const t = sessionTestApi();

  it('accepts the QA token demo-token.<merchant>.<login>, bare or as a Bearer token', async () => {
    for (const token of ['demo-token.demo.agent1', 'Bearer demo-token.demo.agent1']) {
      const { body } = await t.get<MemberInfo>(INFO, { token });
      expect(body.value).toEqual({
        id: expect.any(Number),
        account: 'agent1',
        type: 1,
        language: 'EN',
        clubLabel: { labelId: 1, labelName: 'Bronze', rankLevel: 1, type: 'AUTO' },
      });
    }
  });

  it('answers the member of a login token', async () => {
    const token = await t.loginAs('type4');
    expect((await t.get<MemberInfo>(INFO, { token })).body.value).toMatchObject({
      account: 'type4',
      type: 4,
    });
  });
});

describe('POST /wps/member/language', () => {
  it('stores a supported language, also for type 4 members', async () => {
    const t = sessionTestApi();
    const token = 'demo-token.demo.type4';
    const set = await t.post(
      '/wps/member/language',
      { language: 'vi', merchantCode: 'demo' },
      { plain: true, token },
    );
    expect(set.body).toEqual({
      success: true,
      errorCode: null,
      message: null,
      value: { language: 'VI' },
    });
    expect((await t.get<MemberInfo>(INFO, { token })).body.value?.language).toBe('VI');
  });

  it('refuses a language the tenant does not offer', async () => {
    const t = sessionTestApi();
    const { body } = await t.post(
      '/wps/member/language',
      { language: 'KO', merchantCode: 'demo' },
      { plain: true, token: 'demo-token.demo.member1' },
    );
    expect(body.errorCode).toBe('member.language.invalid');
  });
});

describe('POST /wps/member/password', () => {
  it('changes the password, clears first-time login and ends the other sessions', async () => {
    const t = sessionTestApi();
    const other = await t.loginAs('newbie', '123456');
    const token = await t.loginAs('newbie', '123456');
    const wrong = await t.post(
      '/wps/member/password',
      { oldPassword: 'nope', newPassword: 'N3wSecret' },
      { token },
    );
    expect(wrong.body.errorCode).toBe('member.password.old.err');
    const weak = await t.post(
      '/wps/member/password',
      { oldPassword: '123456', newPassword: '654321' },
      { token },
    );
    expect(weak.body.errorCode).toBe('member.password.invalid');
    const done = await t.post(
      '/wps/member/password',
      { oldPassword: '123456', newPassword: 'N3wSecret' },
      { token },
    );
    expect(done.body).toEqual({ success: true, errorCode: null, message: null, value: null });
    expect((await t.get(INFO, { token })).body.success).toBe(true);
    expect((await t.get(INFO, { token: other })).body.errorCode).toBe('user.or.token.invalid');
    const relogin = await t.post('/wps/session/login', {
      type: 'username',
      username: 'newbie',
      password: 'N3wSecret',
    });
    expect(relogin.body.value).toMatchObject({ firstTimeLogin: false });
  });
});

describe('the other member reads', () => {
  const t = sessionTestApi();

  it('gives a stable chat auth key per member', async () => {
    const first = await t.get<string>('/wps/member/chat/authKey', {
      token: 'demo-token.demo.member1',
    });
    const second = await t.get<string>('/wps/member/chat/authKey', {
      token: await t.loginAs('member1'),
    });
    const agent = await t.get<string>('/wps/member/chat/authKey', {
      token: 'demo-token.demo.agent1',
    });
    expect(first.body.value).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body.value).toBe(first.body.value);
    expect(agent.body.value).not.toBe(first.body.value);
  });

  it('shows a regular member with deposits, a card and mail, a new one with none', async () => {
    const regular = { token: 'demo-token.demo.member1' };
    const fresh = { token: 'demo-token.demo.newbie' };
    const deposit = await t.get<DepositSettings>('/wps/member/deposit/settings', regular);
    expect(deposit.body.value).toMatchObject({
      currency: 'PHP',
      currencySymbol: '₱',
      minAmount: 100,
      maxAmount: 50000,
      totalDepositSuccessCount: 3,
    });
    const freshDeposit = await t.get<DepositSettings>('/wps/member/deposit/settings', fresh);
    expect(freshDeposit.body.value?.totalDepositSuccessCount).toBe(0);
    const cards = await t.get<BankCard[]>('/wps/member/bankcard', regular);
    expect(cards.body.value).toEqual([
      {
        id: expect.any(Number),
        bankName: 'Demo Bank',
        accountName: 'member1',
        accountNumber: expect.stringMatching(/^\*\*\*\* \d{4}$/),
      },
    ]);
    expect((await t.get('/wps/member/bankcard', fresh)).body.value).toEqual([]);
    expect((await t.get('/wps/member/inbox/unread', regular)).body.value).toEqual({ count: 2 });
    expect((await t.get('/wps/member/inbox/unread', fresh)).body.value).toEqual({ count: 1 });
  });

  it('keeps the password of a member out of every answer', async () => {
    const token = await t.loginAs('member1', PASSWORD);
    const { body } = await t.get(INFO, { token });
    expect(JSON.stringify(body)).not.toMatch(/pbkdf2|passwordHash/);
  });
});
