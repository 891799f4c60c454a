import { describe, expect, it, vi } from 'vitest';
import { MessageFormatError, MissingDataError, MissingTranslationError } from 'react-intl';
import { createIntlErrorHandler } from './intlErrorHandler';

function setup(dev: boolean) {
  const log = { warn: vi.fn(), error: vi.fn() };
  return { log, onError: createIntlErrorHandler({ dev, log }) };
}

const missing = () => new MissingTranslationError({ id: 'nav.home' }, 'vi');

describe('createIntlErrorHandler', () => {
  describe('in production', () => {
    it('stays silent about missing translations and locale data', () => {
      const { log, onError } = setup(false);
      onError(missing());
      onError(new MissingDataError('Missing locale data for locale: "km"'));
      expect(log.warn).not.toHaveBeenCalled();
      expect(log.error).not.toHaveBeenCalled();
    });
  });

  describe('in development', () => {
    it('warns once per missing translation, never as an error', () => {
      const { log, onError } = setup(true);
      onError(missing());
      onError(missing());
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]?.[0]).toContain('nav.home');
      expect(log.error).not.toHaveBeenCalled();
    });
  });

  it('logs a message that cannot be formatted as an error', () => {
    const { log, onError } = setup(false);
    onError(new MessageFormatError('The intl string context variable "n" was not provided', 'en'));
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
