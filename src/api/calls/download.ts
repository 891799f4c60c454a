import type { ApiClient } from '../types';
import type { CallOptions } from './options';

/** spec 3: download link entry. MOBILECONFIG is the iOS profile. */
export interface DownloadLink {
  resourceType: 'IOS' | 'MOBILECONFIG' | 'Android' | 'AppDownloadIcon';
  url: string;
}

/** spec 3: download text. */
export interface DownloadText {
  app_desc: string;
  login_prompt_text: string;
}

export interface DownloadSettingRequest {
  /** The host the page was opened on. */
  domain: string;
}

/**
 * WPSCORE_getDownloadSetting. Chosen shape: the links, other resources, the texts by language
 * code, and `text`
 * already resolved for the call's Language (its own texts, else the template's).
 */
export interface DownloadSetting {
  links: DownloadLink[];
  /**
   * The merchant's other resources (spec 3, shared settings: resourceType and url), e.g. the
   * app-download popup banners m_popup1 and m_popup2.
   */
  resources: Array<{ resourceType: string; url: string }>;
  texts: Record<string, DownloadText>;
  text: DownloadText;
}

export async function getDownloadSetting(
  api: ApiClient,
  params: DownloadSettingRequest,
  options: CallOptions = {},
): Promise<DownloadSetting> {
  return api.relay<DownloadSetting>('WPSCORE_getDownloadSetting', params, {
    ...options,
    cache: true,
  });
}
