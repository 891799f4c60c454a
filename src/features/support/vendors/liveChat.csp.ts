import type { ProviderCsp } from '../../../config/providerCsp.ts';

/** LiveChat (INTEGRATIONS.md 6): tracking.js, its API (https and websocket) and its chat frame. */
export const liveChatCsp: ProviderCsp = {
  id: 'livechat',
  uses: (tenant) => tenant.customerService.some((entry) => entry.csType === 'LIVECHAT'),
  hosts: {
    script: ['https://cdn.livechatinc.com'],
    connect: ['https://api.livechatinc.com', 'wss://api.livechatinc.com'],
    frame: ['https://secure.livechatinc.com'],
    img: ['https://cdn.livechat-files.com'],
  },
};
