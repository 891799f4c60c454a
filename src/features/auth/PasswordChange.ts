import type { AuthStore } from './AuthStore';
import { makeAutoObservable, runInAction } from 'mobx';
import { changePassword } from '../../api/calls/member';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { NavigationPort } from '../module';
import type { FormError } from './formError';
import { catalogueUnlessRefusal, formErrorOf } from './formError';
import type { PasswordChangeValues, PasswordProblem, PasswordRules } from './passwordRules';
import { passwordChangeProblems, passwordRulesOf } from './passwordRules';
import { HOME_PATH } from '../../config/routePaths';

export type PasswordChangeState = 'idle' | 'processing' | 'success' | 'failure';

export interface PasswordChangeDeps {
  tenant: TenantConfig;
  api: ApiClient;
  navigation: NavigationPort;
  /** Told the new password, so a remembered login keeps working. */
  onChanged: (newPassword: string) => Promise<void>;
}

/** The forced password change at /m/changePsw (spec 2 and 4): old, new and confirm, then home. */
export class PasswordChange {
  oldPassword = '';
  newPassword = '';
  confirmPassword = '';
  state: PasswordChangeState = 'idle';
  error: FormError | null = null;
  /** Problems are shown once the member has tried to submit. */
  attempted = false;

  constructor(private readonly deps: PasswordChangeDeps) {
    makeAutoObservable<PasswordChange, 'deps'>(this, { deps: false });
  }

  get rules(): PasswordRules {
    return passwordRulesOf(this.deps.tenant.auth);
  }

  get values(): PasswordChangeValues {
    return {
      oldPassword: this.oldPassword,
      newPassword: this.newPassword,
      confirmPassword: this.confirmPassword,
    };
  }

  get problems(): PasswordProblem[] {
    return passwordChangeProblems(this.values, this.rules);
  }

  set(field: keyof PasswordChangeValues, value: string): void {
    this[field] = value;
  }

  async submit(): Promise<boolean> {
    if (this.state === 'processing') return false;
    this.attempted = true;
    this.error = null;
    if (this.problems.length > 0) {
      this.error = { reason: 'invalid' };
      return false;
    }
    this.state = 'processing';
    const { oldPassword, newPassword } = this;
    try {
      await changePassword(
        this.deps.api,
        { oldPassword, newPassword },
        { alert: catalogueUnlessRefusal },
      );
      await this.deps.onChanged(newPassword);
      runInAction(() => {
        this.state = 'success';
        this.oldPassword = this.newPassword = this.confirmPassword = '';
        this.attempted = false;
      });
      this.deps.navigation.request(HOME_PATH);
      return true;
    } catch (error) {
      runInAction(() => {
        this.state = 'failure';
        this.error = formErrorOf(error);
      });
      return false;
    }
  }
}

/** AuthStore.passwordChange's model: a changed password is told to remember me. */
export function passwordChangeOf(auth: AuthStore): PasswordChange {
  const { tenant, api, navigation } = auth.deps;
  return new PasswordChange({
    tenant,
    api,
    navigation,
    onChanged: async (password) => (await auth.remembered()).passwordChanged(password),
  });
}
