import type { ApiClient } from '../../../api/types';
import type { TenantAuth } from '../../../config/tenant.gen';
import type { FirebasePhoneAdapter } from './firebase/FirebasePhoneAdapter';
import type { LineAdapter } from './line/LineAdapter';
import type { MayaAdapter } from './maya/MayaAdapter';
import type { PopupAdapter } from './popup/PopupAdapter';
import type { TelegramAdapter } from './telegram/TelegramAdapter';

/**
 * Each adapter is its own chunk, imported on the first use that needs it: none is in the
 * initial bundle, and a tenant downloads only the providers it switches on (ARCHITECTURE.md,
 * Third parties). `fake` is platform.env.useFakeProviders.
 */
export const loadAdapters = {
  line: async (fake: boolean): Promise<LineAdapter> =>
    fake ? (await import('./line/fakeLine')).fakeLine : (await import('./line/realLine')).realLine,
  telegram: async (fake: boolean): Promise<TelegramAdapter> =>
    fake
      ? (await import('./telegram/fakeTelegram')).fakeTelegram
      : (await import('./telegram/realTelegram')).realTelegram,
  maya: async (fake: boolean, api: ApiClient): Promise<MayaAdapter> =>
    fake
      ? (await import('./maya/fakeMaya')).fakeMaya
      : (await import('./maya/realMaya')).createRealMaya(api),
  firebasePhone: async (
    fake: boolean,
    config: TenantAuth['firebase'],
  ): Promise<FirebasePhoneAdapter> => {
    if (fake) return (await import('./firebase/fakeFirebasePhone')).createFakeFirebasePhone();
    if (!config) throw new Error('auth.firebase is not configured');
    return (await import('./firebase/realFirebasePhone')).createRealFirebasePhone(config);
  },
  popup: async (fake: boolean): Promise<PopupAdapter> =>
    fake
      ? (await import('./popup/fakePopupProviders')).fakePopupProviders
      : (await import('./popup/realPopupProviders')).realPopupProviders,
};

export type AdapterLoaders = typeof loadAdapters;
