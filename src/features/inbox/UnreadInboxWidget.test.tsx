import { screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../i18n/languages';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { tenantByCode } from '../../testing/tenants';
import { UnreadInboxWidget } from './UnreadInboxWidget';

/** The demo merchant, offering Turkish, French, Bengali and Burmese too. */
function offering(language: LanguageCode) {
  const demo = tenantByCode('demo');
  const supported: [LanguageCode, ...LanguageCode[]] = [
    ...demo.languages.supported,
    'TR',
    'FR',
    'BN',
    'MY',
  ];
  return { tenantConfig: { ...demo, languages: { ...demo.languages, supported } }, language };
}

describe('UnreadInboxWidget', () => {
  it('tells a member how many messages are unread, as text without a path', async () => {
    const { root } = await renderWithTenant(
      <UnreadInboxWidget config={{ type: 'unreadInbox' }} />,
      {
        session: 'member',
      },
    );
    await (await root.auth.member.load()).load();
    expect(await screen.findByRole('status')).toHaveTextContent('2 unread messages');
  });

  it('links to the tenant’s inbox page when the tenant names one', async () => {
    const { root } = await renderWithTenant(
      <UnreadInboxWidget config={{ type: 'unreadInbox', path: '/inbox' }} />,
      { session: 'member' },
    );
    await (await root.auth.member.load()).load();
    const link = await screen.findByRole('link', { name: '2 unread messages' });
    expect(link).toHaveAttribute('href', '/m/inbox');
  });

  it('shows a visitor nothing', async () => {
    const { container } = await renderWithTenant(
      <UnreadInboxWidget config={{ type: 'unreadInbox' }} />,
      { session: 'visitor' },
    );
    expect(container).toBeEmptyDOMElement();
  });

  describe('the count, in the language’s own digits and signs', () => {
    /** A member with `unread` messages, in `language`: the line's text. */
    async function lineFor(language: LanguageCode, unread: number): Promise<string> {
      const { root } = await renderWithTenant(
        <UnreadInboxWidget config={{ type: 'unreadInbox' }} />,
        { session: 'member', ...offering(language) },
      );
      const account = await root.auth.member.load();
      await account.load();
      runInAction(() => (account.unreadCount = unread));
      return (await screen.findByRole('status')).textContent ?? '';
    }

    it.each<[LanguageCode, string, string]>([
      ['TR', '7', '99+'],
      ['FR', '7', '99+'],
      ['BN', '৭', '৯৯+'],
      ['MY', '၇', '၉၉+'],
    ])('in %s, 7 reads %s and 150 is capped at %s', async (language, seven, capped) => {
      const few = await lineFor(language, 7);
      expect(few).toContain(seven);
      expect(few).not.toMatch(/[0-9]/.test(seven) ? /99/ : /[0-9]/);
      document.body.innerHTML = '';
      const many = await lineFor(language, 150);
      expect(many).toContain(capped);
      expect(many).not.toContain('150');
      if (!/[0-9]/.test(capped)) expect(many).not.toMatch(/[0-9]/);
    });
  });
});
