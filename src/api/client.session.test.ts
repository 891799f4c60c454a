import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { catalogueMessages } from './errorCatalogue';
import { createTestClient, failEnvelope } from './testing/testSupport';

/** spec 8: a member's session that ends under a quiet call (home, menu, promotions). */
describe('a session that expires under a quiet call', () => {
  const quiet = { alert: false } as const;

  function clientWith(token: { value: string | null }, answer: () => Response | undefined) {
    return createTestClient({
      answer,
      deps: { headers: () => ({ Merchant: 'demo', Language: 'EN', Authorization: token.value }) },
    });
  }

  it.each([
    ['HTTP 401', () => failEnvelope('customer.not.login', 'Please log in', 401)],
    ['customer.not.login', () => failEnvelope('customer.not.login', 'Please log in')],
  ])('%s: says "please login", logs out, then goes to /m/login', async (_name, answer) => {
    const token = { value: 'member-token' as string | null };
    const { client, reactor } = clientWith(token, answer);
    reactor.logout = () => {
      reactor.calls.push({ do: 'logout' });
      token.value = null;
    };
    await expect(client.get('/wps/member/info', quiet)).rejects.toBeInstanceOf(ApiError);
    expect(reactor.calls).toEqual([
      { do: 'logout' },
      { do: 'notify', message: catalogueMessages.pleaseLogin },
      { do: 'goToLogin' },
    ]);
    // The next quiet call of the same home finds no session left: one notice, not one a call.
    await expect(client.get('/wps/member/unreadInbox', quiet)).rejects.toBeInstanceOf(ApiError);
    expect(reactor.names().filter((name) => name === 'notify')).toHaveLength(1);
  });

  it('stays quiet for a call whose session ended before it failed (log out)', async () => {
    const token = { value: 'member-token' as string | null };
    const { client, reactor, fake } = clientWith(token, () => undefined);
    const call = client.post('/wps/session/logout', {}, quiet);
    await new Promise((resolve) => setTimeout(resolve, 0));
    token.value = null; // the member logged out while the call was under way
    fake.requests[0]?.respond(failEnvelope('customer.not.login', null, 401));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(reactor.names()).toEqual(['logout', 'goToLogin']);
  });

  it("stays quiet for a visitor's call", async () => {
    const { client, reactor } = clientWith({ value: null }, () =>
      failEnvelope('customer.not.login', null, 401),
    );
    await expect(client.get('/wps/member/info', quiet)).rejects.toBeInstanceOf(ApiError);
    expect(reactor.names()).toEqual(['logout', 'goToLogin']);
  });
});
