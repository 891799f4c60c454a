import { screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../config/tenant.gen';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { tenantByCode } from '../../testing/tenants';
import { DownloadBarWidget } from './DownloadBarWidget';
import { downloadStore } from './lazy';

/** vn-lotto with its download text naming a merchant text, and no per-language sentences. */
function namingAMerchantText(appDesc: string, loginPrompt = 'Log in first'): TenantConfig {
  const tenant = tenantByCode('vn-lotto');
  return {
    ...tenant,
    template: { ...tenant.template, app_desc: appDesc, login_prompt_text: loginPrompt },
    languages: { supported: tenant.languages.supported, default: tenant.languages.default },
    texts: {
      ...tenant.texts,
      'merchant.appDesc': {
        VI: 'Tải ứng dụng Saigon Lotto ngay',
        EN: 'Get the Saigon Lotto app now',
      },
      'merchant.loginFirst': { VI: 'Đăng nhập để tải ứng dụng', EN: 'Log in to get the app' },
    },
  };
}

async function showBar(appDesc: string, language: 'VI' | 'EN', loginPrompt?: string) {
  const { root } = await renderWithTenant(<DownloadBarWidget config={{ type: 'downloadBar' }} />, {
    tenant: 'vn-lotto',
    tenantConfig: namingAMerchantText(appDesc, loginPrompt),
    language,
  });
  const download = downloadStore(root);
  // The server's texts (the demo API's come from the file's sentences) set aside: the tenant's.
  await waitFor(() => expect(download.setting).not.toBeNull());
  runInAction(() => (download.setting = null));
  return root;
}

describe("the download bar's text naming a merchant text", () => {
  it("shows the merchant's text in the member's language", async () => {
    await showBar('merchant.appDesc', 'EN');
    expect(await screen.findByText('Get the Saigon Lotto app now')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('merchant.appDesc');
  });

  it('in Vietnamese too', async () => {
    await showBar('merchant.appDesc', 'VI');
    expect(await screen.findByText('Tải ứng dụng Saigon Lotto ngay')).toBeInTheDocument();
  });

  it('never shows the id of a merchant text nobody wrote', async () => {
    const root = await showBar('merchant.nobodyWroteIt', 'EN');
    await waitFor(() => expect(downloadStore(root).setting).toBeNull());
    expect(document.body).not.toHaveTextContent('merchant.nobodyWroteIt');
  });

  it('a visitor asked to log in first reads the login prompt it names', async () => {
    const root = await showBar('merchant.appDesc', 'VI', 'merchant.loginFirst');
    downloadStore(root).openOptions();
    expect(root.notices.current?.message).toEqual({ text: 'Đăng nhập để tải ứng dụng' });
  });
});
