import { refreshMayaTokens } from '../../../../api/calls/social';
import type { ApiClient } from '../../../../api/types';
import type { MayaAdapter } from './MayaAdapter';

/** A fresh wallet session from the server's stored Maya tokens (WPS3RD_refreshMayaTokens). */
export function createRealMaya(api: ApiClient): MayaAdapter {
  return {
    async sessionId(env) {
      return (await refreshMayaTokens(api, { env }, { alert: false })).sessionId;
    },
  };
}
