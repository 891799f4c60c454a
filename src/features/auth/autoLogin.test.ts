import { describe, expect, it } from 'vitest';
import type { AutoLoginFacts } from './autoLogin';
import { autoLoginAllowed } from './autoLogin';

const allowed: AutoLoginFacts = {
  loggedIn: false,
  query: new URLSearchParams('tenant=demo'),
  flagOn: true,
  autoLoginValue: null,
  merchantCode: 'demo',
  remembered: {
    type: 'username',
    method: 'username',
    username: 'member1',
    password: 'Passw0rd!',
    merchant: 'demo',
  },
};

describe('the auto-login conditions (spec 5)', () => {
  it('runs when every condition holds', () => {
    expect(autoLoginAllowed(allowed)).toBe(true);
    expect(autoLoginAllowed({ ...allowed, autoLoginValue: '1' })).toBe(true);
  });

  it.each<[string, Partial<AutoLoginFacts>]>([
    ['a token or session exists', { loggedIn: true }],
    ['redirectUrl is in the query', { query: new URLSearchParams('redirectUrl=/x') }],
    ['backUrl is in the query', { query: new URLSearchParams('backUrl=') }],
    ['MOBILEAUTOLOGIN3 is off', { flagOn: false }],
    ["autoLogin is '0'", { autoLoginValue: '0' }],
    ['nothing is remembered', { remembered: null }],
    ['the stored merchant is another', { remembered: { ...allowed.remembered!, merchant: 'vn' } }],
    [
      'the type is sms',
      { remembered: { ...allowed.remembered!, type: 'sms', method: 'sms', password: undefined } },
    ],
    ['no password is remembered', { remembered: { ...allowed.remembered!, password: undefined } }],
  ])('does not run when %s', (_name, change) => {
    expect(autoLoginAllowed({ ...allowed, ...change })).toBe(false);
  });
});
