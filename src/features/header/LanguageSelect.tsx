import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import type { LanguageCode } from '../../i18n/languages';
import { toBcp47 } from '../../i18n/languages';
import { useStores } from '../module';
import { headerMessages } from './messages';

/** The tenant's languages, each named in itself; a change applies at once (spec 4). */
export const LanguageSelect = observer(function LanguageSelect({
  className,
  showLabel = false,
}: {
  className: string;
  /** Beside the logo the select speaks for itself; in the account sheet it has a caption. */
  showLabel?: boolean;
}) {
  const { locale } = useStores();
  return (
    <label className={className}>
      <span className={showLabel ? 'language-select-label' : 'visually-hidden'}>
        <FormattedMessage {...headerMessages.language} />
      </span>
      <select
        value={locale.language}
        onChange={(e) => void locale.setLanguage(e.target.value as LanguageCode)}
      >
        {locale.supported.map((code) => (
          <option key={code} value={code} lang={toBcp47(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
});
