import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { CustomerServiceWidget } from './CustomerServiceWidget';
import { openCustomerService } from './lazy';

/** Roots built by a test, disposed after it (their timers and reactions). */
const roots: Array<{ dispose(): void }> = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

async function renderWidget(
  options: Parameters<typeof renderWithTenant>[1] = {},
  side?: 'start' | 'end',
) {
  const result = await renderWithTenant(
    <CustomerServiceWidget config={{ type: 'customerServiceButton', slot: 'global', side }} />,
    options,
  );
  roots.push(result.root);
  return result;
}

describe('the customer-service button', () => {
  it("downloads nothing of customer service until a visitor taps; then lists the visitor's entries", async () => {
    const { root } = await renderWidget({ tenant: 'demo' });
    const relay = vi.spyOn(root.api, 'relay');
    const button = screen.getByRole('button', { name: 'Customer service' });
    expect(relay).not.toHaveBeenCalled();
    await userEvent.click(button);
    const list = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(relay).toHaveBeenCalledWith('WPSCORE_getCustomerServiceScript', {}, expect.anything());
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Live chat', 'Agent desk']);
  });

  it("lists a large merchant's desks that share one chat each on its own line, and a line opens its chat", async () => {
    const { api } = await renderWidget({ tenant: 'demo' });
    api.state.contentSize = 'large';
    const errors = vi.spyOn(console, 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    const list = await screen.findByRole('dialog', { name: 'Customer service' });
    const lines = within(list).getAllByRole('button', { name: /^Live chat/ });
    // The demo's desks repeat its two chats' addresses under their own names (demo-api/data).
    expect(lines.length).toBeGreaterThan(10);
    expect(new Set(lines.map((line) => line.textContent)).size).toBe(lines.length);
    expect(errors).not.toHaveBeenCalled();
    await userEvent.click(lines[1]!);
    await screen.findByRole('dialog', { name: 'LIVECHAT chat (demo)' });
  });

  it("opens the chosen entry's chat: the fake vendor's panel in tests", async () => {
    await renderWidget({ tenant: 'demo' });
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    const list = await screen.findByRole('dialog', { name: 'Customer service' });
    await userEvent.click(within(list).getByRole('button', { name: 'Agent desk' }));
    const chat = await screen.findByRole('dialog', { name: 'TX-CHAT chat (demo)' });
    expect(chat).toHaveTextContent('https://chat.demo-casino.test/tx/agent');
    expect(within(chat).getByTestId('fake-chat-customer')).toHaveTextContent('Not signed in');
    await userEvent.click(within(chat).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a CBS3 member the unread count on the button and on the platform chat', async () => {
    await renderWidget({ tenant: 'th-line', session: 'member', language: 'EN' });
    const button = await screen.findByRole('button', { name: /Customer service, \d unread/ });
    const shown = within(button).getByText(/^\d$/).textContent;
    await userEvent.click(button);
    const list = await screen.findByRole('dialog', { name: 'Customer service' });
    const platformChat = within(list).getByRole('button', { name: /^Support chat/ });
    expect(platformChat).toHaveTextContent(`${shown} unread`);
    await userEvent.click(platformChat);
    await screen.findByRole('dialog', { name: 'CBS chat (demo)' });
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeVisible();
  });

  it('keeps one button while its layer arrives: focus on it stays, and a tap meanwhile opens the list', async () => {
    await renderWidget({ tenant: 'th-line', session: 'member', language: 'EN' });
    const before = screen.getByTestId('customer-service-button');
    before.focus();
    // The layer (a CBS3 member's badge) comes in after the first paint and drives the same button.
    await screen.findByRole('button', { name: /Customer service, \d unread/ });
    expect(screen.getByTestId('customer-service-button')).toBe(before);
    expect(before).toHaveFocus();
    await userEvent.click(before);
    await screen.findByRole('dialog', { name: 'Customer service' });
  });

  it("opens from the menu's item too (lazy.ts)", async () => {
    const { root } = await renderWidget({ tenant: 'ph-maya', session: 'vip' });
    act(() => openCustomerService(root));
    const chat = await screen.findByRole('dialog', { name: 'COMM100VIP chat (demo)' });
    await vi.waitFor(() =>
      expect(within(chat).getByTestId('fake-chat-customer')).toHaveTextContent('vip1'),
    );
  });

  it('is on the side the tenant asks, end by default', async () => {
    const first = await renderWidget({ tenant: 'pk-urdu' }, 'start');
    expect(screen.getByTestId('customer-service-button')).toHaveClass('cs-fab-start');
    first.unmount();
    await renderWidget({ tenant: 'pk-urdu' });
    expect(screen.getByTestId('customer-service-button')).toHaveClass('cs-fab-end');
  });
});
