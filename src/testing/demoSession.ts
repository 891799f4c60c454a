import type { DemoApi } from '../../demo-api/createDemoApi';
import type { SessionInfo } from '../features/auth';

/** Who the page is opened as: a visitor (no session), a demo account, or a given session. */
export type SessionChoice = 'visitor' | 'member' | 'agent' | 'vip' | SessionInfo;

export const SESSION_ROLES = ['visitor', 'member', 'agent'] as const;

/** The seeded demo accounts (demo-api/seed.ts) behind the member, agent and VIP choices. */
const ACCOUNTS = { member: 'member1', agent: 'agent1', vip: 'vip1' } as const;

/**
 * The token a test session carries. The demo API does not issue tokens yet, so this is a fixed,
 * recognisable value per merchant and account; once it offers a sign-in helper, ask it instead.
 */
export function demoToken(merchantCode: string, login: string): string {
  return `demo-token.${merchantCode}.${login}`;
}

/** The session to start the root store with: null for a visitor. */
export async function demoSession(
  choice: SessionChoice,
  merchantCode: string,
  api: DemoApi,
): Promise<SessionInfo | null> {
  if (choice === 'visitor') return null;
  if (typeof choice === 'object') return choice;
  const login = ACCOUNTS[choice];
  await api.state.ready;
  const member = api.state.members.get(merchantCode)?.get(login);
  if (!member) throw new Error(`The demo API has no account "${login}" for ${merchantCode}`);
  return {
    id: member.id,
    token: demoToken(merchantCode, login),
    merchantCode,
    userName: member.username,
    type: member.customerType,
    firstTimeLogin: false,
  };
}
