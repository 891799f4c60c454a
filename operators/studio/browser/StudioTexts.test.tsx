import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantSchema } from '../../toolkit/fieldSummary';
import { Studio } from './Studio';

// The machine runs other suites beside these: a second of waiting is not always enough.
configure({ asyncUtilTimeout: 5000 });

const TENANT = {
  merchantCode: 'pk-demo',
  displayName: 'PK Demo',
  menu: [
    { key: 'vip', type: 'VIP', label: 'menu.vip' },
    { key: 'lotto-deals', type: 'LINK', label: 'menu.promoCode', path: '/m/activity' },
  ],
  languages: { supported: ['UR', 'EN'], default: 'UR' },
};
const CATALOGUES: Record<string, Record<string, string>> = {
  EN: { 'menu.vip': 'VIP', 'menu.promoCode': 'Promo code', 'auth.login.title': 'Log in' },
  UR: { 'menu.promoCode': 'پرومو کوڈ' },
};

/** The dev server's studio calls, answered from the tables above; each checked draft is kept. */
function fakeDevServer() {
  const checked: unknown[] = [];
  const json = (body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const path = input.replace('/__studio/', '');
    if (path === 'schema') return json(tenantSchema());
    if (path === 'tenants') return json({ codes: ['pk-demo'] });
    if (path === 'tenants/pk-demo')
      return json({
        code: 'pk-demo',
        file: 'tenants/pk-demo.json',
        text: `${JSON.stringify(TENANT, null, 2)}\n`,
      });
    if (path.startsWith('texts/')) {
      const language = path.slice('texts/'.length);
      return json({ language, messages: CATALOGUES[language] ?? {}, rtl: ['UR'] });
    }
    if (path === 'check') {
      const body = JSON.parse(String(init?.body)) as { value: unknown };
      checked.push(body.value);
      return json({
        file: 'tenants/pk-demo.json',
        text: `${JSON.stringify(body.value, null, 2)}\n`,
        ok: true,
        errors: [],
        warnings: [],
        lines: [],
        preview: 'updated',
      });
    }
    return Promise.resolve(new Response('{"error":"no such call"}', { status: 404 }));
  });
  return { fetch, checked };
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', { name });

describe('the studio with the Texts tab', () => {
  it('makes a menu label a merchant text in one step and opens it in the Texts tab', async () => {
    const server = fakeDevServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<Studio />);
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const label = await screen.findByDisplayValue('menu.promoCode');
    const entry = label.closest('.label-field') as HTMLElement;
    await userEvent.click(within(entry).getByRole('button', { name: 'Create merchant text' }));

    // The Texts tab, on the new text's default-language field, which starts from the product text.
    const field = await screen.findByRole('textbox', { name: 'merchant.lottoDeals UR (default)' });
    expect(tab('Texts')).toHaveAttribute('aria-current', 'page');
    // Focus follows the tab's render by a frame.
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('پرومو کوڈ');
    expect(field).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('used by menu entry lotto-deals')).toBeVisible();

    // The draft the server checks names it from the menu and defines it under texts.
    await waitFor(() =>
      expect(server.checked.at(-1)).toMatchObject({
        menu: [TENANT.menu[0], { key: 'lotto-deals', label: 'merchant.lottoDeals' }],
        texts: { 'merchant.lottoDeals': { UR: 'پرومو کوڈ' } },
      }),
    );
    // Back in the Menu tab, the label names it and opens it.
    await userEvent.click(tab('Menu'));
    expect(await screen.findByDisplayValue('merchant.lottoDeals')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit text' }));
    const again = await screen.findByRole('textbox', { name: 'merchant.lottoDeals UR (default)' });
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('shows the phone in the language picked in the Texts tab', async () => {
    const server = fakeDevServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<Studio />);
    const frame = await screen.findByTitle('Phone preview');
    expect(frame.getAttribute('src')).toContain('lang=UR');
    await userEvent.click(tab('Texts'));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Phone language' }),
      'EN',
    );
    expect(screen.getByTitle('Phone preview').getAttribute('src')).toContain('lang=EN');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('EN');
  });
});
