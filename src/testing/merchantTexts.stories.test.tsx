import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as loginPage from '../features/auth/LoginPage.stories';
import * as menuGrid from '../features/menu/MenuGrid.stories';
import { lastStorySettled } from './lastStorySettled';
import { tenantByCode } from './tenants';

// No service worker in jsdom: each story's fetch goes straight into its own demo API.
setProjectAnnotations([preview, { parameters: { demoApi: { transport: 'direct' } } }]);

const { Member } = composeStories(menuGrid);
const { Page } = composeStories(loginPage);

afterAll(() => lastStorySettled(), 10_000);

/** The demo merchants' own words, as Storybook's tenant and language toolbars show them. */
describe("Storybook's tenant toolbar shows the merchant's texts", () => {
  it("vn-lotto's own menu entry in Vietnamese and in English", async () => {
    const texts = tenantByCode('vn-lotto').texts?.['merchant.lottoDeals'];
    expect(texts?.VI).toBe('Khuyến mãi xổ số');
    await Member.run({ globals: { tenant: 'vn-lotto', language: 'VI' } });
    expect(await screen.findByRole('button', { name: texts?.VI })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('merchant.lottoDeals');
    await Member.run({ globals: { tenant: 'vn-lotto', language: 'EN' } });
    expect(await screen.findByRole('button', { name: 'Lottery deals' })).toBeInTheDocument();
  });

  it("pk-urdu's own Urdu line on the login page, right to left", async () => {
    const urdu = tenantByCode('pk-urdu').texts?.['auth.login.noAccount']?.UR ?? '';
    expect(urdu).not.toBe('');
    await Page.run({ globals: { tenant: 'pk-urdu', language: 'UR' } });
    const line = await screen.findByText(urdu, { exact: false });
    expect(line).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // In English the product's own line shows.
    await Page.run({ globals: { tenant: 'pk-urdu', language: 'EN' } });
    expect(await screen.findByText('No account yet?', { exact: false })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(urdu);
  });
});
