import type { ProviderCsp } from '../../../config/providerCsp.ts';

/**
 * Comm100 (INTEGRATIONS.md 6): livechat.ashx from vue.comm100.com, or from the standby host after
 * 5 s; the widget talks back to the same hosts and opens its chat window in a frame.
 */
export const comm100Csp: ProviderCsp = {
  id: 'comm100',
  uses: (tenant) =>
    tenant.customerService.some(
      (entry) => entry.csType === 'COMM100' || entry.csType === 'COMM100VIP',
    ),
  hosts: {
    script: ['https://vue.comm100.com', 'https://standby.comm100vue.com'],
    connect: ['https://vue.comm100.com', 'https://standby.comm100vue.com', 'wss://vue.comm100.com'],
    frame: ['https://vue.comm100.com', 'https://standby.comm100vue.com'],
    img: ['https://vue.comm100.com'],
  },
};
