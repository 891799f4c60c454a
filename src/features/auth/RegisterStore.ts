import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { CaptchaStore } from '../captcha';
import type { NavigationPort } from '../module';
import type { NoticeStore } from '../notices';
import type { AuthStore } from './AuthStore';

export type RegisterState = 'idle' | 'processing' | 'success' | 'failure';

export interface RegisterDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  launch: LaunchInfo;
  notices: NoticeStore;
  navigation: NavigationPort;
  captcha: CaptchaStore;
  auth: AuthStore;
}

/** Registration, as a modal or the /m/register page (spec 4, Registration). */
export class RegisterStore {
  state: RegisterState = 'idle';

  constructor(private readonly deps: RegisterDeps) {
    makeAutoObservable<RegisterStore, 'deps'>(this, { deps: false });
  }

  get mode(): 'username' | 'mobile' {
    return this.deps.tenant.auth.registration.mode;
  }
}
