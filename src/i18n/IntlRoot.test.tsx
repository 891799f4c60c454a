import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { IntlRoot } from './IntlRoot';

function Locale() {
  return <span>{useIntl().locale}</span>;
}

describe('IntlRoot', () => {
  it('renders messages of the language with its Intl locale', () => {
    const { container } = render(
      <IntlRoot language="TW" messages={{ 'nav.home': '首頁' }}>
        <FormattedMessage id="nav.home" defaultMessage="Home" />
        <Locale />
      </IntlRoot>,
    );
    expect(container).toHaveTextContent('首頁zh-TW');
  });

  it('formats numbers in the language', () => {
    const { container } = render(
      <IntlRoot language="PT" messages={{}}>
        <FormattedNumber value={12345.5} />
      </IntlRoot>,
    );
    expect(container).toHaveTextContent(/^12\s345,5$/);
  });

  describe('when an id is missing from the messages', () => {
    it('shows the English default and logs no console error', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { container } = render(
        <IntlRoot language="VI" messages={{}}>
          <FormattedMessage id="page.comingSoon" defaultMessage="Coming soon" />
        </IntlRoot>,
      );
      expect(container).toHaveTextContent('Coming soon');
      expect(error).not.toHaveBeenCalled();
    });
  });
});
