import type { MayaEnv } from '../../../../api/calls/social';

/**
 * Maya behind one interface: the wallet session to log in with. INTEGRATIONS.md 5: a Maya Mini
 * App opens this site with a single-use sessionId; WPS3RD_refreshMayaTokens gives a fresh one
 * for the member's stored Maya tokens.
 */
export interface MayaAdapter {
  sessionId(env: MayaEnv): Promise<string>;
}

/** The session the demo API accepts (docs/api-calls-session.md). */
export const DEMO_MAYA_SESSION = 'demo-maya-session';

/** The query parameter a Maya landing carries (the name is not published; chosen here). */
export const MAYA_SESSION_PARAM = 'sessionId';
