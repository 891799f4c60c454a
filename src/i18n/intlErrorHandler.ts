import type { IntlConfig } from 'react-intl';

export type IntlErrorHandler = NonNullable<IntlConfig['onError']>;

export interface IntlErrorLog {
  warn(message: string): void;
  error(message: string, error: unknown): void;
}

export interface IntlErrorHandlerOptions {
  /** Development build: say what is missing, once each. */
  dev: boolean;
  log: IntlErrorLog;
}

/**
 * react-intl's onError. A missing translation is expected noise (English fills it, and
 * `npm run i18n:check` reports it), and missing locale data only means the engine formats
 * numbers and dates in a neighbouring locale: neither may reach the console as an error,
 * which the e2e suite treats as a failure. Everything else (a message that cannot be
 * formatted, a bad configuration) is a defect and is logged as an error.
 */
export function createIntlErrorHandler({ dev, log }: IntlErrorHandlerOptions): IntlErrorHandler {
  const warned = new Set<string>();
  return (error) => {
    if (error.code === 'MISSING_TRANSLATION' || error.code === 'MISSING_DATA') {
      if (dev && !warned.has(error.message)) {
        warned.add(error.message);
        log.warn(`[i18n] ${error.message}`);
      }
      return;
    }
    log.error(`[i18n] ${error.message}`, error);
  };
}
