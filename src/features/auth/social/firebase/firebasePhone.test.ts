import { describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_CONTAINER_ID, e164 } from './FirebasePhoneAdapter';
import { createFakeFirebasePhone } from './fakeFirebasePhone';
import type { FirebaseModules } from './realFirebasePhone';
import { createRealFirebasePhone, loadFirebaseModules } from './realFirebasePhone';

const CONFIG = {
  apiKey: 'AIza-demo-key-0000',
  authDomain: 'auth.demo.test',
  projectId: 'demo-project',
  appId: '1:1:web:1',
};

/** The modular SDK's calls, recorded. */
function fakeModules(confirm = vi.fn(async () => ({ user: { getIdToken: async () => 'jwt-1' } }))) {
  const calls: unknown[][] = [];
  const auth = { useDeviceLanguage: vi.fn() };
  class RecaptchaVerifier {
    clear = vi.fn();
    constructor(...args: unknown[]) {
      calls.push(['RecaptchaVerifier', ...args]);
    }
  }
  const modules: FirebaseModules = {
    app: {
      getApps: () => [],
      initializeApp: (options, name) => {
        calls.push(['initializeApp', options, name]);
        return { name };
      },
    },
    auth: {
      getAuth: () => auth,
      RecaptchaVerifier,
      signInWithPhoneNumber: async (...args) => {
        calls.push(['signInWithPhoneNumber', ...args.slice(1, 2)]);
        return { confirm };
      },
    },
  };
  return { modules, calls, auth, confirm };
}

describe('the real Firebase phone adapter (modular API)', () => {
  it('sends with an invisible RecaptchaVerifier, auth first, then confirms to an id token', async () => {
    const { modules, calls, auth, confirm } = fakeModules();
    const phone = createRealFirebasePhone(CONFIG, async () => modules);
    await phone.send('+63', '0917 123 4567');
    expect(calls).toEqual([
      ['initializeApp', CONFIG, 'social-phone'],
      ['RecaptchaVerifier', auth, RECAPTCHA_CONTAINER_ID, { size: 'invisible' }],
      ['signInWithPhoneNumber', '+639171234567'],
    ]);
    await expect(phone.confirm(' 123456 ')).resolves.toBe('jwt-1');
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it('answers auth/code-expired when no code was sent', async () => {
    const phone = createRealFirebasePhone(CONFIG, async () => fakeModules().modules);
    await expect(phone.confirm('123456')).rejects.toMatchObject({ code: 'auth/code-expired' });
  });

  it('passes a Firebase error on with its code', async () => {
    const error = Object.assign(new Error('wrong code'), {
      code: 'auth/invalid-verification-code',
    });
    const { modules } = fakeModules(vi.fn(() => Promise.reject(error)));
    const phone = createRealFirebasePhone(CONFIG, async () => modules);
    await phone.send('+63', '09171234567');
    await expect(phone.confirm('000000')).rejects.toBe(error);
  });

  it('loads the modular SDK with the calls the adapter makes', async () => {
    const modules = await loadFirebaseModules();
    expect(typeof modules.app.initializeApp).toBe('function');
    expect(typeof modules.auth.signInWithPhoneNumber).toBe('function');
    expect(typeof modules.auth.RecaptchaVerifier).toBe('function');
  });
});

describe('the fake Firebase phone adapter', () => {
  it('turns 123456 into the demo token of the number, once', async () => {
    const phone = createFakeFirebasePhone();
    await phone.send('+63', '09171234567');
    await expect(phone.confirm('123456')).resolves.toBe('demo-firebase-id-token');
    await expect(phone.confirm('123456')).rejects.toMatchObject({ code: 'auth/code-expired' });
    await phone.send('+63', '0917-000-0001');
    await expect(phone.confirm('123456')).resolves.toBe('demo-firebase-id-token.09170000001');
  });

  it('refuses another code', async () => {
    const phone = createFakeFirebasePhone();
    await phone.send('+63', '09171234567');
    await expect(phone.confirm('654321')).rejects.toMatchObject({
      code: 'auth/invalid-verification-code',
    });
  });
});

describe('e164', () => {
  it('joins the dialing code and the national number without its leading 0', () => {
    expect(e164('+63', '0917 123 4567')).toBe('+639171234567');
    expect(e164('+92', '3001234567')).toBe('+923001234567');
  });
});
