import { makeAutoObservable, runInAction } from 'mobx';
import type { LanguageCode } from '../../i18n/languages';
import type { Messages } from '../../i18n/withFallback';
import { isRtl, toBcp47 } from '../../i18n/languages';
import { resolveLanguage } from '../../i18n/resolveLanguage';
import type { Environment } from '../../platform/environment';
import type { KeyValueStore } from '../../platform/storage';

export const LANGUAGE_KEY = 'language';

export interface LocaleDeps {
  supported: readonly LanguageCode[];
  tenantDefault: LanguageCode;
  queryLanguage: string | null;
  env: Pick<Environment, 'setDocumentLanguage'>;
  local: KeyValueStore;
  loadMessages: (code: LanguageCode) => Promise<Messages>;
}

/** The member's language: which one, its messages, and the document's lang and dir. */
export class LocaleStore {
  language: LanguageCode;
  messages: Messages | null = null;
  memberLanguage: string | null = null;

  constructor(private readonly deps: LocaleDeps) {
    this.language = this.resolve();
    makeAutoObservable<LocaleStore, 'deps'>(this, { deps: false });
  }

  get supported(): readonly LanguageCode[] {
    return this.deps.supported;
  }

  get dir(): 'ltr' | 'rtl' {
    return isRtl(this.language) ? 'rtl' : 'ltr';
  }

  get locale(): string {
    return toBcp47(this.language);
  }

  /**
   * The query, the member, this device's own choice, then the tenant default (spec 5 falls back
   * from an unsupported code). The browser's language is not used: the tenant decides.
   */
  private resolve(): LanguageCode {
    return resolveLanguage({
      query: this.deps.queryLanguage,
      member: this.memberLanguage,
      stored: this.deps.local.get(LANGUAGE_KEY),
      tenantDefault: this.deps.tenantDefault,
      supported: this.deps.supported,
    });
  }

  /** Loads the current language's messages; call once at start. */
  async load(): Promise<void> {
    await this.setLanguage(this.language, false);
  }

  async setLanguage(code: LanguageCode, remember = true): Promise<void> {
    const target = this.deps.supported.includes(code) ? code : this.deps.tenantDefault;
    const messages = await this.deps.loadMessages(target);
    runInAction(() => {
      this.language = target;
      this.messages = messages;
    });
    if (remember) this.deps.local.set(LANGUAGE_KEY, target);
    this.deps.env.setDocumentLanguage(toBcp47(target), isRtl(target) ? 'rtl' : 'ltr');
  }
}
