import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../platform/storage';
import {
  GO_ADDRESS_KEY,
  goAfterRegister,
  loginPathAfterRegister,
  registerPathKeepingGo,
  rememberGoAddress,
} from './goAddress';

const page = (path: string) => new URL(`https://m.demo-casino.test${path}`);

describe('the go address kept for after a registration (spec 2)', () => {
  it("stores the login page's go, and the registration goes there once", () => {
    const session = createMemoryStore();
    rememberGoAddress(session, '/m/activity?id=7');
    expect(session.get(GO_ADDRESS_KEY)).toBe('/m/activity?id=7');
    expect(goAfterRegister(page('/m/register'), session)).toBe('/activity?id=7');
    expect(goAfterRegister(page('/m/register'), session)).toBe('/home');
  });

  it('stores nothing that leaves the app', () => {
    const session = createMemoryStore();
    for (const go of ['https://evil.example/m/x', '//evil.example/m/', '/m/../x', 'javascript:1']) {
      rememberGoAddress(session, go);
    }
    rememberGoAddress(session, null);
    expect(session.get(GO_ADDRESS_KEY)).toBeNull();
  });

  it("the login form's link to registration keeps go", () => {
    expect(registerPathKeepingGo(null)).toBe('/register');
    expect(registerPathKeepingGo('/m/activity?id=7')).toBe(
      `/register?go=${encodeURIComponent('/m/activity?id=7')}`,
    );
  });
});

describe("the register page's login link when the registration opened no session", () => {
  it("carries the stored go address, which stays stored, else the page's go", () => {
    const session = createMemoryStore({ [GO_ADDRESS_KEY]: '/m/launchGame?code=101' });
    expect(loginPathAfterRegister(page('/m/register?go=/m/feedback'), session)).toBe(
      '/login?go=%2Fm%2FlaunchGame%3Fcode%3D101',
    );
    expect(session.get(GO_ADDRESS_KEY)).toBe('/m/launchGame?code=101');
    expect(loginPathAfterRegister(page('/m/register?go=/m/feedback'), createMemoryStore())).toBe(
      '/login?go=%2Fm%2Ffeedback',
    );
  });

  it('is the bare login page for home or an address outside /m/', () => {
    expect(loginPathAfterRegister(page('/m/register?go=/m/home'), createMemoryStore())).toBe(
      '/login',
    );
    expect(
      loginPathAfterRegister(page('/m/register?go=https://evil.test/m/x'), createMemoryStore()),
    ).toBe('/login');
  });
});
