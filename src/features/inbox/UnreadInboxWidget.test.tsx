import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { UnreadInboxWidget } from './UnreadInboxWidget';

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
});
