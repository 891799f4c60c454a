import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTenant } from '../../../testing/renderWithTenant';
import { SocialButtons } from './SocialButtonsSlot';
import { createFakeWindows } from './testing/fakeWindows';

/** Lazy chunks load slowly on a busy machine. */
const WAIT = { timeout: 5_000 };

describe('SocialButtons', () => {
  it.each([
    ['demo', ['Continue with LINE', 'Continue with Telegram', 'Continue with Maya']],
    ['ph-maya', ['Continue with Telegram', 'Continue with Maya']],
    ['th-line', ['Continue with LINE']],
    ['pk-urdu', ['Continue with Google']],
  ])('lists the providers %s switches on, named by their text', async (tenant, names) => {
    await renderWithTenant(<SocialButtons />, { tenant, language: 'EN' });
    const group = await screen.findByRole('group', { name: 'Or continue with' }, WAIT);
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/^./, ''))).toEqual(names);
    for (const name of names) expect(within(group).getByRole('button', { name })).toBeEnabled();
  });

  it('shows nothing for a tenant without social sign-in', async () => {
    const { container } = await renderWithTenant(<SocialButtons />, { tenant: 'vn-lotto' });
    expect(container).toBeEmptyDOMElement();
  });

  it('LINE leaves for LINE (the fake goes straight back to /m/home)', async () => {
    const { platform } = await renderWithTenant(<SocialButtons />);
    const windows = createFakeWindows();
    platform.windows = windows;
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with LINE' }, WAIT));
    await vi.waitFor(() => expect(windows.assigned).toHaveLength(1), WAIT);
    expect(windows.assigned[0]).toMatch(/^https:\/\/m\.demo-casino\.test\/m\/home\?code=/);
  });

  it('marks the provider signing in as busy until it ends', async () => {
    const { platform, root } = await renderWithTenant(<SocialButtons />);
    platform.windows = createFakeWindows();
    const telegram = await screen.findByRole('button', { name: 'Continue with Telegram' }, WAIT);
    await userEvent.click(telegram);
    await vi.waitFor(() => expect(telegram).toHaveAttribute('aria-busy', 'true'), WAIT);
    expect(telegram).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with LINE' })).toBeEnabled();
    root.social.cancel();
    await vi.waitFor(() => expect(telegram).not.toHaveAttribute('aria-busy'), WAIT);
    expect(telegram).toBeEnabled();
  });
});
