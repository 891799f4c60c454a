import { defineFeature } from '../module';

export type { SupportRoot, SupportStore } from './SupportStore';
export type { ChatEntry, ChatKind } from './supportEntries';
export type { ChatVendor } from './vendors/ChatVendor';

/**
 * Customer service: the floating button (its store, dialogs and chat vendors download on first
 * use). Other features open it through lazy.ts (`openCustomerService`).
 */
export const supportFeature = defineFeature({
  name: 'support',
  widgets: {
    customerServiceButton: () =>
      import('./CustomerServiceWidget').then((m) => m.CustomerServiceWidget),
  },
});
