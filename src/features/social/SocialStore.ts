import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { AuthStore, RegisterStore } from '../auth';
import type { NoticeStore } from '../notices';

export type SocialProvider =
  'line' | 'telegram' | 'firebase' | 'maya' | 'google' | 'facebook' | 'twitter';

export interface SocialDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  launch: LaunchInfo;
  notices: NoticeStore;
  auth: AuthStore;
  register: RegisterStore;
}

/** Social sign-in (LINE, Telegram, Firebase phone, Maya, Google, Facebook, Twitter). */
export class SocialStore {
  constructor(private readonly deps: SocialDeps) {
    makeAutoObservable<SocialStore, 'deps'>(this, { deps: false });
  }

  /** Providers the tenant switches on, in display order. */
  get providers(): SocialProvider[] {
    const { flags, auth } = this.deps.tenant;
    const list: SocialProvider[] = [];
    if (flags.LINELOGIN3) list.push('line');
    if (flags.TELEGRAMLOGIN3) list.push('telegram');
    if (auth.maya?.enabled) list.push('maya');
    if (flags.GOOGLELOGIN3) list.push('google');
    if (flags.FACEBOOKLOGIN3) list.push('facebook');
    if (flags.TWITTERLOGIN3) list.push('twitter');
    return list;
  }
}
