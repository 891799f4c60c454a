import type { FirebaseApp } from 'firebase/app';
import type { Auth, RecaptchaVerifier } from 'firebase/auth';
import type { TenantAuth } from '../../../../config/tenant.gen';
import { SOCIAL_CODES, SocialError } from '../types';
import type { FirebasePhoneAdapter } from './FirebasePhoneAdapter';
import { RECAPTCHA_CONTAINER_ID, e164 } from './FirebasePhoneAdapter';

type FirebaseConfig = NonNullable<TenantAuth['firebase']>;

/** The parts of the modular Firebase SDK (v12) this adapter calls, typed minimally. */
interface FirebaseAuthInstance {
  useDeviceLanguage(): void;
}
interface RecaptchaVerifierInstance {
  clear(): void;
}
interface ConfirmationResult {
  confirm(code: string): Promise<{ user: { getIdToken(forceRefresh?: boolean): Promise<string> } }>;
}
export interface FirebaseModules {
  app: {
    getApps(): Array<{ name: string }>;
    initializeApp(options: FirebaseConfig, name: string): { name: string };
  };
  auth: {
    getAuth(app: { name: string }): FirebaseAuthInstance;
    RecaptchaVerifier: new (
      auth: FirebaseAuthInstance,
      containerOrId: string,
      parameters: { size: 'invisible' },
    ) => RecaptchaVerifierInstance;
    signInWithPhoneNumber(
      auth: FirebaseAuthInstance,
      phoneNumber: string,
      verifier: RecaptchaVerifierInstance,
    ): Promise<ConfirmationResult>;
  };
}

const APP_NAME = 'social-phone';

/** The SDK, in this adapter's own chunk: only a tenant with Firebase phone auth downloads it. */
export async function loadFirebaseModules(): Promise<FirebaseModules> {
  try {
    const [app, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    // The handles passed back in (app, auth, verifier) only ever come from these same modules,
    // so narrowing them to the SDK's own types is exact.
    return {
      app: {
        getApps: app.getApps,
        initializeApp: (options, name) => app.initializeApp(options, name),
      },
      auth: {
        getAuth: (handle) => auth.getAuth(handle as FirebaseApp),
        RecaptchaVerifier: class extends auth.RecaptchaVerifier {
          constructor(
            handle: FirebaseAuthInstance,
            containerOrId: string,
            parameters: { size: 'invisible' },
          ) {
            super(handle as Auth, containerOrId, parameters);
          }
        },
        signInWithPhoneNumber: (handle, phoneNumber, verifier) =>
          auth.signInWithPhoneNumber(handle as Auth, phoneNumber, verifier as RecaptchaVerifier),
      },
    };
  } catch {
    // The chunk did not arrive (offline, a deploy replaced it): the member sees the code.
    throw new SocialError(SOCIAL_CODES.firebaseUnavailable, 'the Firebase SDK could not load');
  }
}

/**
 * Firebase phone auth with the modular API (INTEGRATIONS.md 4a): an invisible RecaptchaVerifier
 * (auth first), signInWithPhoneNumber, then confirmationResult.confirm(code) and getIdToken().
 */
export function createRealFirebasePhone(
  config: FirebaseConfig,
  load: () => Promise<FirebaseModules> = loadFirebaseModules,
): FirebasePhoneAdapter {
  let ready: Promise<{ modules: FirebaseModules; auth: FirebaseAuthInstance }> | null = null;
  let verifier: RecaptchaVerifierInstance | null = null;
  let confirmation: ConfirmationResult | null = null;
  const start = () =>
    (ready ??= load().then((modules) => {
      const app =
        modules.app.getApps().find((a) => a.name === APP_NAME) ??
        modules.app.initializeApp(config, APP_NAME);
      const auth = modules.auth.getAuth(app);
      auth.useDeviceLanguage();
      return { modules, auth };
    }));
  return {
    async send(countryDialingCode, mobileNum) {
      const { modules, auth } = await start();
      verifier?.clear();
      confirmation = null;
      verifier = new modules.auth.RecaptchaVerifier(auth, RECAPTCHA_CONTAINER_ID, {
        size: 'invisible',
      });
      confirmation = await modules.auth.signInWithPhoneNumber(
        auth,
        e164(countryDialingCode, mobileNum),
        verifier,
      );
    },
    async confirm(code) {
      // spec 8: Firebase code-expired when no sms confirmation exists.
      if (!confirmation) throw new SocialError(SOCIAL_CODES.codeExpired);
      const credential = await confirmation.confirm(code.trim());
      confirmation = null;
      return credential.user.getIdToken();
    },
  };
}
