import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useStores } from '../features/module';
import { renderWithTenant } from './renderWithTenant';

function TenantName() {
  const { tenant } = useStores();
  return (
    <p>
      {tenant.displayName}: <FormattedMessage id="nav.home" defaultMessage="Home" />
    </p>
  );
}

describe('renderWithTenant', () => {
  describe('when a member of the demo tenant opens /home', () => {
    it('shows the header with the account button', async () => {
      const { root } = await renderWithTenant({ path: '/home' }, { session: 'member' });
      expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
      expect(root.tenant.merchantCode).toBe('demo');
      expect(root.session.role).toBe('member');
      // The status call was answered by the demo API.
      expect(root.system.state).toBe('ok');
    });
  });

  describe('when a visitor opens /home', () => {
    it('ends on the login page', async () => {
      await renderWithTenant({ path: '/home' }, { session: 'visitor' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
    });
  });

  describe('when the member switches the language to UR', () => {
    it('turns the document right-to-left', async () => {
      const { root } = await renderWithTenant({ path: '/home' }, { session: 'member' });
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
      await userEvent.click(await screen.findByRole('button', { name: 'My account' }));
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: 'Language' }),
        'UR',
      );
      await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
      expect(document.documentElement).toHaveAttribute('lang', 'ur');
      expect(root.locale.language).toBe('UR');
    });
  });

  describe('when given an element and a tenant whose default language is VI', () => {
    it("renders it with that tenant's stores and messages", async () => {
      await renderWithTenant(<TenantName />, { tenant: 'vn-lotto', session: 'agent' });
      expect(screen.getByText('Saigon Lotto: Trang chủ')).toBeInTheDocument();
    });
  });

  describe('when the demo API is in maintenance', () => {
    it('the root store sees it at start', async () => {
      const { root } = await renderWithTenant(<TenantName />, { faults: [{ maintenance: true }] });
      expect(root.system.blocked).toBe('maintenance');
    });
  });
});
