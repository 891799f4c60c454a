import type { ApiClient } from '../types';
import type { CallOptions } from './options';

export type CustomerServiceType =
  'TX-CHAT' | 'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP';

/**
 * One customer-service entry (spec 3). `path` is still encrypted (decode it with the last 8
 * characters as the key, src/config/csPath.ts); labelIds empty means everyone (spec 5 filter).
 */
export interface CustomerServiceEntry {
  name: string;
  path: string;
  csType: CustomerServiceType;
  csPosition: number;
  labelIds: number[];
}

/**
 * WPSCORE_getCustomerServiceScript. The spec does not show its answer; chosen: a JS-free config,
 * the merchant's entries sorted by csPosition. Nothing here is executed.
 */
export interface CustomerServiceScript {
  entries: CustomerServiceEntry[];
}

export async function getCustomerServiceScript(
  api: ApiClient,
  options: CallOptions = {},
): Promise<CustomerServiceScript> {
  return api.relay<CustomerServiceScript>(
    'WPSCORE_getCustomerServiceScript',
    {},
    {
      ...options,
      cache: true,
    },
  );
}

/** CBS_launchChat (member only, flag CBS3): the platform chat's address for this member. */
export interface ChatLaunch {
  chatUrl: string;
}

export async function launchChat(api: ApiClient, options: CallOptions = {}): Promise<ChatLaunch> {
  return api.relay<ChatLaunch>('CBS_launchChat', {}, options);
}

/** CBS_unreadCount (member only): unread platform-chat messages. */
export async function getUnreadCount(api: ApiClient, options: CallOptions = {}): Promise<number> {
  return api.relay<number>('CBS_unreadCount', {}, options);
}
