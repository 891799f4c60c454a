import type { TenantConfig } from '../../config/tenant.gen';
import type { KeyValueStore } from '../../platform/storage';
import type { LoginInput } from './loginInput';
import type { RememberedLogin, RememberedLogins } from './rememberedLogin';
import { AUTO_LOGIN_KEY } from './storageKeys';

/** The tenant's rules around the remembered login (spec 3 and 5). */
export class RememberMe {
  constructor(
    private readonly deps: {
      tenant: TenantConfig;
      local: KeyValueStore;
      logins: RememberedLogins;
    },
  ) {}

  /** The remembered login of this merchant, or null. */
  async read(): Promise<RememberedLogin | null> {
    const record = await this.deps.logins.read();
    return record?.merchant === this.deps.tenant.merchantCode ? record : null;
  }

  /**
   * After a login: remember me keeps it, sealed, and allows auto-login again; unticked, it is
   * forgotten. spec 5: a remembered password is dropped for sms logins when the tenant verifies
   * mobile numbers on registration; here an sms login never keeps one (its code is good once),
   * so it keeps only the number, to prefill the next sms login, with or without that flag.
   */
  async afterLogin(form: LoginInput): Promise<void> {
    const { tenant, local, logins } = this.deps;
    const sms = form.method === 'sms';
    if (!form.remember) {
      await logins.remove();
      return;
    }
    const saved = await logins.save({
      type: sms ? 'sms' : 'username',
      method: form.method,
      username: form.username.trim(),
      ...(form.countryDialingCode ? { countryDialingCode: form.countryDialingCode } : {}),
      ...(sms ? {} : { password: form.password }),
      merchant: tenant.merchantCode,
    });
    if (saved) local.set(AUTO_LOGIN_KEY, '1');
  }

  /**
   * Log out: the remembered password is forgotten, whichever merchant it was kept for, so nothing
   * stored signs the member in again until they type it (a password login with remember me keeps
   * it again). The login name stays, to prefill the form; auto-login has no password to send.
   */
  async forgetPassword(): Promise<void> {
    const { logins } = this.deps;
    const record = await logins.read();
    if (!record?.password) return;
    const { password: _forgotten, ...withoutPassword } = record;
    // Nothing that could not be resealed without the password is left behind.
    if (!(await logins.save(withoutPassword))) await logins.remove();
  }

  /** A changed password replaces the remembered one, so auto-login keeps working. */
  async passwordChanged(password: string): Promise<void> {
    const record = await this.read();
    if (record?.password) await this.deps.logins.save({ ...record, password });
  }
}
