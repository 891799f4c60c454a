import type { DownloadSetting, DownloadText } from '../../src/api/calls/download.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';

/**
 * WPSCORE_getDownloadSetting: the tenant's download links, its per-language texts (each filled
 * from the template where it has no text of its own), and the text for `language`.
 */
export function downloadSetting(tenant: TenantConfig, language: string): DownloadSetting {
  const template: DownloadText = {
    app_desc: tenant.template.app_desc ?? '',
    login_prompt_text: tenant.template.login_prompt_text ?? '',
  };
  const texts: Record<string, DownloadText> = {};
  for (const [code, text] of Object.entries(tenant.languages.texts ?? {})) {
    texts[code] = {
      app_desc: text?.app_desc ?? template.app_desc,
      login_prompt_text: text?.login_prompt_text ?? template.login_prompt_text,
    };
  }
  return {
    links: tenant.downloads.links.map((link) => ({
      resourceType: link.resourceType,
      url: link.url,
    })),
    resources: popupBanners(tenant),
    texts,
    text: texts[language] ?? template,
  };
}

/**
 * The popup banners' images: the demo keeps each merchant's artwork beside its logo
 * (public/brand/<merchant>/<key>.svg); a real merchant uploads them as resources.
 */
function popupBanners(tenant: TenantConfig): DownloadSetting['resources'] {
  const folder = tenant.template.h5_logo.replace(/\/[^/]*$/, '');
  const keys = tenant.downloads.popupBanners?.resourceKeys ?? ['m_popup1', 'm_popup2'];
  return keys.map((key) => ({ resourceType: key, url: `${folder}/${key}.svg` }));
}
