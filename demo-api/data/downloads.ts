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
    texts,
    text: texts[language] ?? template,
  };
}
