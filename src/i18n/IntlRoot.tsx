import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createIntlErrorHandler } from './intlErrorHandler';
import type { IntlErrorHandler } from './intlErrorHandler';
import { toIntlLocale } from './languages';
import type { LanguageCode } from './languages';
import type { Messages } from './withFallback';

export interface IntlRootProps {
  language: LanguageCode;
  /** Complete messages for the language, as loadMessages returns them. */
  messages: Messages;
  /** Replaces the default handler (tests, stories). */
  onError?: IntlErrorHandler;
  children?: ReactNode;
}

export function IntlRoot({ language, messages, onError, children }: IntlRootProps) {
  const locale = useMemo(() => toIntlLocale(language), [language]);
  const [defaultOnError] = useState(() =>
    createIntlErrorHandler({ dev: import.meta.env.DEV, log: console }),
  );
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={messages}
      onError={onError ?? defaultOnError}
    >
      {children}
    </IntlProvider>
  );
}
