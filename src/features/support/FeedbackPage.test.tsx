import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { CustomerServiceWidget } from './CustomerServiceWidget';
import { FeedbackPage } from './FeedbackPage';

const roots: Array<{ dispose(): void }> = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

/** The page as the app shows it: beside the customer-service button's widget. */
async function renderFeedback(options: Parameters<typeof renderWithTenant>[1]) {
  const result = await renderWithTenant(
    <>
      <CustomerServiceWidget config={{ type: 'customerServiceButton', slot: 'global' }} />
      <FeedbackPage />
    </>,
    options,
  );
  roots.push(result.root);
  return result;
}

describe('/m/feedback (spec 2)', () => {
  it("lists the merchant's customer service for the member, each opening its chat", async () => {
    await renderFeedback({ tenant: 'demo', session: 'member' });
    const page = screen.getByRole('region', { name: 'Feedback' });
    expect(page).toHaveTextContent('Tell us what you like or what went wrong');
    const list = await within(page).findByRole('list');
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.length).toBeGreaterThan(0);
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    const chat = await screen.findByRole('dialog', { name: /chat \(demo\)/ });
    expect(chat).toBeVisible();
  });

  it('says so, with a way to try again, when the entries cannot be loaded', async () => {
    await renderFeedback({
      tenant: 'demo',
      session: 'member',
      faults: [{ path: '/wps/relay/WPSCORE_getCustomerServiceScript', status: 500 }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Customer service could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
