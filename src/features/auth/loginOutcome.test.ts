import { describe, expect, it } from 'vitest';
import { afterLoginPath, mustChangePassword } from './loginOutcome';

const facts = {
  passwordExpired: false,
  type: 'username' as const,
  forceChangeExpired: true,
};

describe('after a login (spec 4)', () => {
  describe('when the password is the six-digit default', () => {
    it('asks for a password change, whatever the flags', () => {
      expect(mustChangePassword({ ...facts, password: '123456', forceChangeExpired: false })).toBe(
        true,
      );
    });
  });

  describe('when the password expired', () => {
    it('asks for a change when PWDEXPFORCECHANGE3 is on', () => {
      expect(mustChangePassword({ ...facts, passwordExpired: true })).toBe(true);
    });
    it('does not when the flag is off', () => {
      expect(
        mustChangePassword({ ...facts, passwordExpired: true, forceChangeExpired: false }),
      ).toBe(false);
    });
    it.each(['sms', 'firebase'] as const)('does not for a %s login', (type) => {
      expect(mustChangePassword({ ...facts, passwordExpired: true, type })).toBe(false);
    });
  });

  it('does not otherwise', () => {
    expect(mustChangePassword({ ...facts, password: 'Passw0rd!' })).toBe(false);
  });

  describe('the path it ends on', () => {
    const origin = 'https://m.demo-casino.test';
    it('is /changePsw when the password must change, even with a go target', () => {
      expect(afterLoginPath(true, '/m/feedback', origin)).toBe('/changePsw');
    });
    it('is the go target under /m when it is safe', () => {
      expect(afterLoginPath(false, '/m/launchGame?code=1', origin)).toBe('/launchGame?code=1');
    });
    it.each(['//evil.example', 'https://evil.example', '/m/../x', 'javascript:alert(1)', null])(
      'is /home for go %s',
      (go) => {
        expect(afterLoginPath(false, go, origin)).toBe('/home');
      },
    );
  });
});
