import type { SecureStore } from '../../platform/secureStore';
import { SEALED_PREFIX } from '../../platform/secureStore';
import type { KeyValueStore } from '../../platform/storage';
import { readLegacyRecord } from './legacyRememberedLogin';
import type { LoginMethod } from './loginInput';
import { REMEMBERED_LOGIN_KEY } from './storageKeys';

/** spec 3, Remembered-login record, plus the form it came from so the form opens on it again. */
export interface RememberedLogin {
  type: 'username' | 'sms';
  method: LoginMethod;
  /** The username, or the mobile number for the mobile and sms methods. */
  username: string;
  countryDialingCode?: string;
  /** Never for sms logins: their code is good for one use. */
  password?: string;
  merchant: string;
}

export interface RememberedLogins {
  read(): Promise<RememberedLogin | null>;
  /** False when it could not be sealed; nothing readable is ever stored instead. */
  save(record: RememberedLogin): Promise<boolean>;
  remove(): Promise<void>;
}

const METHODS: readonly LoginMethod[] = ['username', 'mobile', 'sms'];

function parseRecord(json: string): RememberedLogin | null {
  try {
    const value = JSON.parse(json) as Partial<RememberedLogin> | null;
    if (!value || typeof value.username !== 'string' || typeof value.merchant !== 'string')
      return null;
    if (value.type !== 'username' && value.type !== 'sms') return null;
    if (!value.method || !METHODS.includes(value.method)) return null;
    return value as RememberedLogin;
  } catch {
    return null;
  }
}

/**
 * The remembered login, sealed (secureStore: AES-GCM under a non-extractable key) in local
 * storage under rememberedLogin. The old readable form is migrated on first read and never
 * written. The error catalogue removes the same key on login.cred.err and not.exists.user.
 */
export function createRememberedLogins(deps: {
  local: KeyValueStore;
  secure: SecureStore;
}): RememberedLogins {
  const { local, secure } = deps;

  async function save(record: RememberedLogin): Promise<boolean> {
    const stored: RememberedLogin = { ...record };
    if (record.type === 'sms') delete stored.password;
    const sealed = await secure.put(REMEMBERED_LOGIN_KEY, JSON.stringify(stored));
    if (!sealed) local.remove(REMEMBERED_LOGIN_KEY);
    return sealed;
  }

  return {
    async read() {
      const raw = local.get(REMEMBERED_LOGIN_KEY);
      if (raw === null) return null;
      if (raw.startsWith(SEALED_PREFIX)) {
        const json = await secure.get(REMEMBERED_LOGIN_KEY);
        const record = json === null ? null : parseRecord(json);
        // A value that no longer opens (its key was cleared) is noise: drop it.
        if (!record) local.remove(REMEMBERED_LOGIN_KEY);
        return record;
      }
      const legacy = readLegacyRecord(raw);
      // Migrate: the readable old form is replaced by the sealed one, or removed.
      if (!legacy || !(await save(legacy))) local.remove(REMEMBERED_LOGIN_KEY);
      return legacy;
    },
    save,
    remove: () => secure.delete(REMEMBERED_LOGIN_KEY),
  };
}
