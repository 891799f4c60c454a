import type { MayaAdapter } from './MayaAdapter';
import { DEMO_MAYA_SESSION } from './MayaAdapter';

/** The demo's Maya: the session the demo API logs in as its mobile member. */
export const fakeMaya: MayaAdapter = {
  sessionId: () => Promise.resolve(DEMO_MAYA_SESSION),
};
