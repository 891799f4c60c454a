import { observer } from 'mobx-react-lite';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { LanguageCode } from '../../i18n/languages';
import { toBcp47 } from '../../i18n/languages';
import type { WidgetComponent } from '../module';
import { useStores } from '../module';
import { authMessages } from '../auth';
import './AppHeader.css';

const messages = defineMessages({
  language: { id: 'language.label', defaultMessage: 'Language' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
});

/** Name of a language in that language, e.g. 'Tiếng Việt' for VI. */
function nativeName(code: LanguageCode): string {
  const tag = toBcp47(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code;
  } catch {
    return code;
  }
}

export const AppHeader: WidgetComponent<'appHeader'> = observer(function AppHeader({ config }) {
  const { tenant, session, locale, auth } = useStores();
  const intl = useIntl();
  const { pathname } = useLocation();
  // Until the member's data has loaded, the session's user name.
  const memberName =
    auth.member.current?.displayName ??
    (session.isLoggedIn ? (session.session?.userName ?? null) : null);
  const showLanguages = config.showLanguageSwitch !== false && locale.supported.length > 1;
  return (
    <header className="app-header">
      <Link
        to="/home"
        className="app-header-logo"
        aria-label={`${tenant.displayName} — ${intl.formatMessage(messages.home)}`}
      >
        <img src={tenant.template.h5_logo} alt="" width={132} height={36} />
      </Link>
      <div className="app-header-actions">
        {showLanguages ? (
          <label className="app-header-language">
            <span className="visually-hidden">
              <FormattedMessage {...messages.language} />
            </span>
            <select
              value={locale.language}
              onChange={(e) => void locale.setLanguage(e.target.value as LanguageCode)}
            >
              {locale.supported.map((code) => (
                <option key={code} value={code} lang={toBcp47(code)}>
                  {nativeName(code)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {session.isLoggedIn ? (
          <>
            {memberName ? (
              <span className="app-header-member" title={memberName}>
                {memberName}
              </span>
            ) : null}
            <button
              type="button"
              className="btn btn-ghost app-header-button"
              onClick={() => void auth.logout()}
            >
              <FormattedMessage {...authMessages.logout} />
            </button>
          </>
        ) : config.showLoginButton === false ? null : pathname === '/login' ? (
          <Link to="/login" className="btn btn-primary app-header-button">
            <FormattedMessage {...authMessages.login} />
          </Link>
        ) : (
          // A visitor is only ever on a public page: the dialog opens over it.
          <button
            type="button"
            className="btn btn-primary app-header-button"
            aria-haspopup="dialog"
            onClick={() => auth.openLogin()}
          >
            <FormattedMessage {...authMessages.login} />
          </button>
        )}
      </div>
    </header>
  );
});
