import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { LanguageCode } from '../../i18n/languages';
import { toBcp47 } from '../../i18n/languages';
import { useStores } from '../module';
import { headerMessages } from './messages';

const nativeNames = new Map<LanguageCode, string>();

/**
 * Name of a language in that language, e.g. 'Tiếng Việt' for VI. Worked out once per language:
 * each Intl.DisplayNames loads that locale's data, and the select lists every language of the
 * merchant each time the account sheet or the header renders it.
 */
export function nativeName(code: LanguageCode): string {
  let name = nativeNames.get(code);
  if (name === undefined) {
    name = nameInItself(code);
    nativeNames.set(code, name);
  }
  return name;
}

function nameInItself(code: LanguageCode): string {
  const tag = toBcp47(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code;
  } catch {
    return code;
  }
}

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
            {nativeName(code)}
          </option>
        ))}
      </select>
    </label>
  );
});
