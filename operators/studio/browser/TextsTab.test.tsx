import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { JsonObject } from './formSchema';
import type { CheckMessage } from './studioApi';
import { TextsTab } from './TextsTab';
import type { TextsFocus, TextsTabProps } from './TextsTab';

const EN = {
  'auth.login.title': 'Log in',
  'auth.login.noAccount': 'No account yet?',
  'register.title': 'Sign up',
  'menu.vip': 'VIP',
  'menu.promoCode': 'Promo code',
  'support.list': 'Customer service',
  'notice.title': 'Notice',
};
const UR = { 'auth.login.title': 'لاگ ان', 'auth.login.noAccount': 'ابھی تک اکاؤنٹ نہیں ہے؟' };

const TENANT: JsonObject = {
  merchantCode: 'pk-demo',
  menu: [
    { key: 'vip', type: 'VIP', label: 'menu.vip' },
    { key: 'cup', type: 'LINK', label: 'merchant.cup', path: '/m/activity' },
  ],
  languages: { supported: ['UR', 'EN'], default: 'UR' },
  texts: {
    'merchant.cup': { UR: 'کپ', EN: 'Cup' },
    'auth.login.noAccount': { UR: 'نئے کھلاڑی ہیں؟' },
  },
};

function message(pointer: string, text: string): CheckMessage {
  return { line: 1, col: 1, pointer, message: text };
}

function renderTab(props: Partial<TextsTabProps> = {}) {
  const onChange = vi.fn();
  const onLanguage = vi.fn();
  const all: TextsTabProps = {
    value: TENANT,
    supported: ['UR', 'EN'],
    defaultLanguage: 'UR',
    language: 'UR',
    onLanguage,
    catalogues: { EN, UR },
    rtl: new Set(['UR']),
    errors: [],
    warnings: [],
    onChange,
    focus: null,
    ...props,
  };
  const view = render(<TextsTab {...all} />);
  return { ...view, onChange, onLanguage, props: all };
}

/** A screen's group of rows, by its heading button. */
function screenGroup(name: RegExp): HTMLElement {
  return screen.getByRole('button', { name }).closest('section')!;
}

/** One message's row, by its id. */
function row(id: string): HTMLElement {
  return screen.getByText(id, { selector: 'code' }).closest('li')!;
}

describe('the Texts tab', () => {
  it('groups every message by the screen that shows it, with the product text', () => {
    renderTab();
    // Screens with the merchant's texts are open; the others are one click away.
    expect(within(screenGroup(/^Merchant texts/)).getByText('merchant.cup')).toBeVisible();
    expect(within(screenGroup(/^Login/)).getByText('auth.login.noAccount')).toBeVisible();
    expect(within(screenGroup(/^Login/)).getByText('auth.login.title')).toBeVisible();
    expect(screen.queryByText('menu.vip')).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: /^Menu 2 messages/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^Register 1 message$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Customer service 1 message$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Dialogs 1 message$/ })).toBeInTheDocument();
    // The product's text in English and in the language picked for the phone.
    const title = row('auth.login.title');
    expect(within(title).getByText('Log in')).toBeVisible();
    expect(within(title).getByText('لاگ ان')).toHaveAttribute('dir', 'rtl');
    // A merchant text says where it is used and that the product has none.
    expect(within(row('merchant.cup')).getByText('used by menu entry cup')).toBeVisible();
    expect(within(row('merchant.cup')).getByText(/no product text/)).toBeVisible();
  });

  it('has one field per merchant language, right to left for Urdu, showing the fallback when empty', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: /^Menu 2 messages/ }));
    expect(within(screenGroup(/^Menu/)).getByText('menu.vip')).toBeVisible();
    const ur = screen.getByRole('textbox', { name: 'auth.login.noAccount UR (default)' });
    const en = screen.getByRole('textbox', { name: 'auth.login.noAccount EN' });
    expect(ur).toHaveAttribute('dir', 'rtl');
    expect(ur).toHaveValue('نئے کھلاڑی ہیں؟');
    expect(en).toHaveAttribute('dir', 'ltr');
    expect(en).toHaveValue('');
    expect(en).toHaveAttribute('placeholder', 'No account yet?');
    // A merchant text without the language shows the default language's.
    const cup = screen.getByRole('textbox', { name: 'merchant.cup EN' });
    expect(cup).toHaveValue('Cup');
  });

  it('edits the texts part: a typed text is set, an emptied one removed with its id', async () => {
    function Harness() {
      const [value, setValue] = useState(TENANT);
      return (
        <>
          <TextsTab
            value={value}
            supported={['UR', 'EN']}
            defaultLanguage="UR"
            language="UR"
            onLanguage={() => {}}
            catalogues={{ EN, UR }}
            rtl={new Set(['UR'])}
            errors={[]}
            warnings={[]}
            onChange={setValue}
          />
          <output data-testid="texts">{JSON.stringify(value.texts)}</output>
        </>
      );
    }
    render(<Harness />);
    const texts = () => JSON.parse(screen.getByTestId('texts').textContent ?? '') as unknown;
    const loginIds = () =>
      within(screenGroup(/^Login/))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('code')?.textContent);
    // The worded text leads its screen, and stays where it was as the operator types another.
    expect(loginIds()).toEqual(['auth.login.noAccount', 'auth.login.title']);
    await userEvent.type(screen.getByRole('textbox', { name: 'auth.login.title EN' }), 'Sign in');
    expect(loginIds()).toEqual(['auth.login.noAccount', 'auth.login.title']);
    expect(screen.getByRole('textbox', { name: 'auth.login.title EN' })).toHaveFocus();
    expect(texts()).toEqual({
      'merchant.cup': { UR: 'کپ', EN: 'Cup' },
      'auth.login.noAccount': { UR: 'نئے کھلاڑی ہیں؟' },
      'auth.login.title': { EN: 'Sign in' },
    });
    await userEvent.clear(
      screen.getByRole('textbox', { name: 'auth.login.noAccount UR (default)' }),
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'auth.login.title EN' }));
    expect(texts()).toEqual({ 'merchant.cup': { UR: 'کپ', EN: 'Cup' } });
  });

  it("shows the checker's result under the field it is about", () => {
    const broken = 'the EN text is not a valid ICU message: EXPECT_ARGUMENT_CLOSING_BRACE at 1:6';
    renderTab({
      errors: [
        message('/texts/merchant.cup/EN', broken),
        message('/texts/merchant.cup', 'merchant text "merchant.cup" is named nowhere'),
      ],
      warnings: [
        message(
          '/texts/auth.login.noAccount',
          'no EN text for "auth.login.noAccount": members reading EN see the product\'s text',
        ),
      ],
    });
    const cupEn = screen.getByRole('textbox', { name: 'merchant.cup EN' });
    expect(cupEn).toHaveAttribute('aria-invalid', 'true');
    expect(cupEn).toHaveAccessibleDescription(broken);
    expect(screen.getByRole('textbox', { name: 'merchant.cup UR (default)' })).not.toHaveAttribute(
      'aria-invalid',
    );
    // A message about the text as a whole sits under its row.
    expect(within(row('merchant.cup')).getByText(/is named nowhere/)).toBeVisible();
    // A language the text lacks: under that language's field.
    const missing = screen.getByRole('textbox', { name: 'auth.login.noAccount EN' });
    expect(missing).toHaveAccessibleDescription(/warning: no EN text for/);
    // The screen says it holds an error.
    expect(screen.getByLabelText('1 with errors')).toBeVisible();
  });

  it('shows what the checker says about the part as a whole above the rows', () => {
    renderTab({
      errors: [message('/textsLanguages/0', 'must be a language code')],
    });
    expect(screen.getByText('must be a language code')).toBeVisible();
  });

  it('filters to the texts missing a language, and searches ids and texts', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Missing translations only (1)' }));
    expect(
      screen
        .getAllByRole('listitem')
        .map((li) => within(li).getByText(/\./, { selector: 'code' }).textContent),
    ).toEqual(['auth.login.noAccount']);
    await userEvent.click(screen.getByRole('checkbox', { name: /Missing translations only/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'promo');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('menu.promoCode')).toBeVisible();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'کپ');
    expect(screen.getByText('merchant.cup')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('picks the phone language', async () => {
    const { onLanguage } = renderTab();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Phone language' }), 'EN');
    expect(onLanguage).toHaveBeenCalledWith('EN');
  });

  it('opens and focuses a text asked for, even behind a closed screen or a search', async () => {
    const { rerender, props } = renderTab();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'cup');
    const focus: TextsFocus = { pointer: '/texts/menu.promoCode/EN', seq: 1 };
    act(() => rerender(<TextsTab {...props} focus={focus} />));
    const field = screen.getByRole('textbox', { name: 'menu.promoCode EN' });
    expect(field).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
