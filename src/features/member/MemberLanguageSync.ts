import { reaction } from 'mobx';
import { updateMemberLanguage } from '../../api/calls/member';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { SessionStore } from '../auth';
import type { LocaleStore } from '../locale';

export interface MemberLanguageRoot {
  readonly api: ApiClient;
  readonly tenant: TenantConfig;
  readonly session: SessionStore;
  readonly locale: LocaleStore;
}

/** Customer type whose language stays the server's (spec 4 and 6). */
export const UNSYNCED_TYPE = 4;

/**
 * spec 4, language change: a signed-in member's new language is sent to the server
 * (POST /wps/member/language), except for type 4 members. Visitors have nothing to sync.
 */
export class MemberLanguageSync {
  private stop: (() => void) | null = null;

  constructor(private readonly root: MemberLanguageRoot) {}

  start(): void {
    this.stop ??= reaction(
      () => this.root.locale.language,
      (language) => void this.sync(language),
    );
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }

  async sync(language: string): Promise<boolean> {
    const { session, api, tenant } = this.root;
    if (!session.isLoggedIn || session.session?.type === UNSYNCED_TYPE) return false;
    try {
      await updateMemberLanguage(
        api,
        { language, merchantCode: tenant.merchantCode },
        { alert: false },
      );
      return true;
    } catch {
      return false; // the page is already in the new language; the server keeps the old one
    }
  }
}
