import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { relayStateOf } from '../../../demo-api/data/relayState';
import { createFakeClock } from '../../testing/createFakeClock';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { tenantByCode } from '../../testing/tenants';
import { PROMPT_CLOSED_KEY } from './pushRecord';
import { PushOptInWidget } from './PushOptInWidget';

const DELAY = 10_000;
const URDU_PUSH = { enabled: true, provider: 'fake' as const, promptDelaySeconds: 10 };
const TITLE = 'Get notifications from Demo Casino';

async function openModal(language?: 'UR') {
  const clock = createFakeClock(Date.now());
  const result = await renderWithTenant(<PushOptInWidget config={{ type: 'pushOptIn' }} />, {
    session: 'member',
    clock,
    // pk-urdu has no push: the same file with the fake provider switched on.
    ...(language
      ? { tenantConfig: { ...tenantByCode('pk-urdu'), push: URDU_PUSH }, language }
      : {}),
  });
  const push = await act(() => result.root.push.load());
  push.start();
  act(() => clock.advance(DELAY));
  return { ...result, push, clock };
}

describe('the pushOptIn widget', () => {
  it('shows nothing before the store offers the modal', async () => {
    const { container } = await renderWithTenant(
      <PushOptInWidget config={{ type: 'pushOptIn' }} />,
      { session: 'member' },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is a labelled dialog with Later and Allow, focus inside', async () => {
    await openModal();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveAccessibleDescription(/promotions, results and messages/);
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Later', 'Allow']);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('Escape closes it for the day', async () => {
    const { platform } = await openModal();
    await screen.findByRole('dialog', { name: TITLE });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.local.get(PROMPT_CLOSED_KEY)).not.toBeNull();
  });

  it('Allow asks the browser, then binds the token and subscribes it to ALL', async () => {
    const { api, platform } = await openModal();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allow' }));
    expect(platform.notifications.requests()).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const registrations = [...(relayStateOf(api.state).fcm.get('demo')?.values() ?? [])];
      expect(registrations.map((r) => [...r.topics])).toEqual([['ALL']]);
    });
  });

  it('reads right to left in Urdu', async () => {
    await openModal('UR');
    const dialog = await screen.findByRole('dialog');
    expect(document.documentElement.dir).toBe('rtl');
    // The Urdu texts, not the English fallback.
    expect(dialog).not.toHaveTextContent('Allow');
    expect(within(dialog).getAllByRole('button')).toHaveLength(2);
  });
});
