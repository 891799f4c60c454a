import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  DEFAULT_APP_HEADER_SHOW_LANGUAGE_SWITCH,
  DEFAULT_APP_HEADER_SHOW_LOGIN_BUTTON,
} from '../../config/widgetDefaults.gen';
import type { WidgetComponent } from '../module';
import { useStores } from '../module';
import { authMessages } from '../auth';
import { AccountSheet } from './AccountSheet';
import { LanguageSelect } from './LanguageSelect';
import { headerMessages } from './messages';
import './AppHeader.css';
import { HOME_PATH, LOGIN_PATH } from '../../config/routePaths';

/**
 * The logo, and beside it what a visitor needs (language, Log in) or, for a member, one account
 * button: on a 320-430 px phone the logo keeps its size, and the member's name, the language
 * and Log out open in the account sheet.
 */
export const AppHeader: WidgetComponent<'appHeader'> = observer(function AppHeader({ config }) {
  const { tenant, session, locale, auth } = useStores();
  const intl = useIntl();
  const { pathname } = useLocation();
  const [accountOpen, setAccountOpen] = useState(false);
  // Until the member's data has loaded, the session's user name.
  const memberName =
    auth.member.current?.displayName ??
    (session.isLoggedIn ? (session.session?.userName ?? null) : null);
  const showLanguages =
    (config.showLanguageSwitch ?? DEFAULT_APP_HEADER_SHOW_LANGUAGE_SWITCH) &&
    locale.supported.length > 1;
  const showLogin = config.showLoginButton ?? DEFAULT_APP_HEADER_SHOW_LOGIN_BUTTON;
  const initial = memberName ? Array.from(memberName)[0]!.toLocaleUpperCase(locale.locale) : '';
  return (
    <header className="app-header">
      <Link
        to={HOME_PATH}
        className="app-header-logo"
        aria-label={`${tenant.displayName} — ${intl.formatMessage(headerMessages.home)}`}
      >
        <img src={tenant.template.h5_logo} alt="" width={132} height={36} />
      </Link>
      <div className="app-header-actions">
        {session.isLoggedIn ? (
          <>
            <button
              type="button"
              className="app-header-account"
              aria-label={intl.formatMessage(headerMessages.account)}
              aria-haspopup="dialog"
              aria-expanded={accountOpen}
              title={memberName ?? undefined}
              onClick={() => setAccountOpen(true)}
            >
              {initial ? (
                <span aria-hidden="true">{initial}</span>
              ) : (
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                  <circle cx="12" cy="8" r="4" fill="currentColor" />
                  <path d="M4 21a8 8 0 0 1 16 0z" fill="currentColor" />
                </svg>
              )}
            </button>
            <AccountSheet
              open={accountOpen}
              memberName={memberName}
              showLanguages={showLanguages}
              onClose={() => setAccountOpen(false)}
            />
          </>
        ) : (
          <>
            {showLanguages ? <LanguageSelect className="app-header-language" /> : null}
            {!showLogin ? null : pathname === LOGIN_PATH ? (
              <Link to={LOGIN_PATH} className="btn btn-primary app-header-button">
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
          </>
        )}
      </div>
    </header>
  );
});
