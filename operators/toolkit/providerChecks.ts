import { listWords } from './describeValue.ts';
import type { Issue } from './issues.ts';
import { error } from './issues.ts';
import { asArray, getPath } from './narrow.ts';

/** A flag that is on needs its provider's settings (the flag descriptions in flags.schema.json). */
const FLAG_NEEDS: ReadonlyArray<{ flag: string; path: readonly string[] }> = [
  { flag: 'GEETEST3', path: ['captcha', 'geetestId'] },
  { flag: 'GEETESTRISK3', path: ['captcha', 'riskAppId'] },
  { flag: 'LINELOGIN3', path: ['auth', 'line'] },
  { flag: 'TELEGRAMLOGIN3', path: ['auth', 'telegram'] },
  { flag: 'GOOGLELOGIN3', path: ['auth', 'google'] },
  { flag: 'FACEBOOKLOGIN3', path: ['auth', 'facebook'] },
  { flag: 'TWITTERLOGIN3', path: ['auth', 'twitter'] },
];

/** What Firebase Cloud Messaging needs to subscribe a browser. */
const PUSH_FIREBASE_KEYS = ['vapidKey', 'appId', 'apiKey', 'projectId', 'messagingSenderId'];

function isSet(tenant: unknown, path: readonly string[]): boolean {
  return getPath(tenant, ...path) !== undefined;
}

function notSet(paths: readonly string[]): string {
  return `${listWords(paths, 'and')} ${paths.length === 1 ? 'is' : 'are'} not set`;
}

export function checkProviders(tenant: unknown): Issue[] {
  const issues: Issue[] = [];
  for (const { flag, path } of FLAG_NEEDS) {
    if (getPath(tenant, 'flags', flag) === true && !isSet(tenant, path)) {
      issues.push(error(`/flags/${flag}`, `${flag} is on but ${notSet([path.join('.')])}`));
    }
  }

  if (
    getPath(tenant, 'auth', 'sms', 'provider') === 'firebase' &&
    !isSet(tenant, ['auth', 'firebase'])
  ) {
    issues.push(
      error(
        '/auth/sms/provider',
        `sms provider "firebase" needs Firebase phone auth, but ${notSet(['auth.firebase'])}`,
      ),
    );
  }

  const methods = asArray(getPath(tenant, 'auth', 'login', 'methods')) ?? [];
  const sms = methods.indexOf('sms');
  if (sms >= 0 && !isSet(tenant, ['auth', 'sms'])) {
    issues.push(
      error(
        `/auth/login/methods/${sms}`,
        `login method "sms" sends SMS codes, but ${notSet(['auth.sms'])}`,
      ),
    );
  }

  const provider = getPath(tenant, 'push', 'provider');
  if (getPath(tenant, 'push', 'enabled') === true && (provider ?? 'firebase') === 'firebase') {
    const missing = PUSH_FIREBASE_KEYS.filter((key) => !isSet(tenant, ['push', key]));
    if (missing.length > 0) {
      const which =
        provider === undefined ? 'provider "firebase" (the default)' : 'provider "firebase"';
      issues.push(
        error(
          '/push/enabled',
          `push is on with ${which} but ${notSet(missing.map((k) => `push.${k}`))}`,
        ),
      );
    }
  }

  // spec 5: sms captcha needs version v4, else "Geetest service not work".
  if (
    getPath(tenant, 'captcha', 'showSmsGeetest') === true &&
    getPath(tenant, 'captcha', 'version') === 'v3'
  ) {
    issues.push(
      error('/captcha/showSmsGeetest', 'SMS captcha needs captcha.version "v4" (got "v3")'),
    );
  }
  return issues;
}
