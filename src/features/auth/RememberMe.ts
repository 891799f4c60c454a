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
   * forgotten. spec 5: sms logins are not remembered when the tenant verifies mobile numbers on
   * registration.
   */
  async afterLogin(form: LoginInput): Promise<void> {
    const { tenant, local, logins } = this.deps;
    const sms = form.method === 'sms';
    if (!form.remember || (sms && tenant.whitelabel.flags.mobileVerificationOnRegister)) {
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

  /** A changed password replaces the remembered one, so auto-login keeps working. */
  async passwordChanged(password: string): Promise<void> {
    const record = await this.read();
    if (record?.password) await this.deps.logins.save({ ...record, password });
  }
}
