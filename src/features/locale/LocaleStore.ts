import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LanguageCode } from '../../i18n/languages';
import type { Messages } from '../../i18n/withFallback';
import { isRtl, toBcp47 } from '../../i18n/languages';
import { parsePseudoLocale, pseudoDir, pseudoTag } from '../../i18n/pseudoLocales';
import type { PseudoLocale } from '../../i18n/pseudoLocales';
import { resolveLanguage } from '../../i18n/resolveLanguage';
import type { Environment } from '../../platform/environment';
import type { KeyValueStore } from '../../platform/storage';

export const LANGUAGE_KEY = 'language';
/** The tab's pseudo-locale (session storage): QA's ?lang=en-XA survives a reload. */
export const PSEUDO_KEY = 'pseudoLocale';

export interface LocaleDeps {
  supported: readonly LanguageCode[];
  tenantDefault: LanguageCode;
  queryLanguage: string | null;
  env: Pick<Environment, 'setDocumentLanguage'>;
  local: KeyValueStore;
  loadMessages: (code: LanguageCode) => Promise<Messages>;
  /**
   * QA's pseudo-locales (?lang=en-XA, ?lang=ar-XB): only on local hosts and preview builds, the
   * hosts where ?tenant= works too. Absent on a merchant's domain: the query is then ignored.
   */
  pseudo?: {
    session: KeyValueStore;
    /** `language`: the one the page resolves to, whose merchant texts QA sees rewritten. */
    loadMessages: (locale: PseudoLocale, language: LanguageCode) => Promise<Messages>;
  };
}

/** The member's language: which one, its messages, and the document's lang and dir. */
export class LocaleStore {
  language: LanguageCode;
  messages: Messages | null = null;
  memberLanguage: string | null = null;
  /** en-XA or ar-XB when QA asked for one: its messages replace the language's. */
  pseudo: PseudoLocale | null;

  constructor(private readonly deps: LocaleDeps) {
    this.language = this.resolve();
    this.pseudo = this.resolvePseudo();
    // A catalogue is replaced whole, never edited: a reference, not a deep observable. Deep,
    // it cost a slow phone about 60 ms to wrap at start, and every message read went through a
    // proxy.
    makeAutoObservable<LocaleStore, 'deps'>(this, { deps: false, messages: observableRef });
  }

  get supported(): readonly LanguageCode[] {
    return this.deps.supported;
  }

  get dir(): 'ltr' | 'rtl' {
    if (this.pseudo) return pseudoDir(this.pseudo);
    return isRtl(this.language) ? 'rtl' : 'ltr';
  }

  get locale(): string {
    return this.pseudo ? pseudoTag(this.pseudo) : toBcp47(this.language);
  }

  /** ?lang=en-XA (or the tab's earlier choice); another ?lang= leaves the pseudo-locale. */
  private resolvePseudo(): PseudoLocale | null {
    const pseudo = this.deps.pseudo;
    if (!pseudo) return null;
    const query = this.deps.queryLanguage;
    const chosen = query
      ? parsePseudoLocale(query)
      : parsePseudoLocale(pseudo.session.get(PSEUDO_KEY));
    if (chosen) pseudo.session.set(PSEUDO_KEY, chosen);
    else if (query) pseudo.session.remove(PSEUDO_KEY);
    return chosen ?? null;
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

  /** A language the member chose (remember) also leaves the pseudo-locale. */
  async setLanguage(code: LanguageCode, remember = true): Promise<void> {
    const target = this.deps.supported.includes(code) ? code : this.deps.tenantDefault;
    const pseudo = remember ? null : this.pseudo;
    const messages =
      pseudo && this.deps.pseudo
        ? await this.deps.pseudo.loadMessages(pseudo, target)
        : await this.deps.loadMessages(target);
    runInAction(() => {
      this.language = target;
      this.pseudo = pseudo;
      this.messages = messages;
    });
    if (remember) {
      this.deps.local.set(LANGUAGE_KEY, target);
      this.deps.pseudo?.session.remove(PSEUDO_KEY);
    }
    this.deps.env.setDocumentLanguage(this.locale, this.dir);
  }
}
