import { Hono } from 'hono';
import { MEMBER_PATHS } from '../../src/api/calls/member.ts';
import { authOf, randomHex } from '../authState.ts';
import { ok } from '../envelope.ts';
import { clearWrongPasswords } from '../loginGuard.ts';
import { bankCards, depositSettings, recordDeposit, unreadInbox } from '../memberData.ts';
import { memberInfo } from '../members.ts';
import { merchant } from '../merchant.ts';
import type { MerchantEnv } from '../merchant.ts';
import { refusalResponse, refuse } from '../outcome.ts';
import { passwordRefusal } from '../registration.ts';
import { readBody, secret, text } from '../requestBody.ts';
import { closeMemberSessions, memberSession } from '../sessions.ts';
import type { DemoState } from '../state.ts';
import { registrationRoutes } from './registration.ts';

/** Demo control: a member's deposit (docs/demo-api.md), with Merchant and Authorization. */
export const DEMO_DEPOSIT_PATH = '/__demo/deposit';

export interface MemberRoutesDeps {
  state: DemoState;
  now: () => number;
}

/**
 * Member calls (spec 7): registration (routes/registration.ts), then, with a session, member
 * info, language, password and the reads spec 7 lists without paths. No session:
 * user.or.token.invalid (sessions.ts).
 */
export function memberRoutes({ state, now }: MemberRoutesDeps): Hono<MerchantEnv> {
  const routes = new Hono<MerchantEnv>();
  const withMerchant = merchant(state.tenants);
  const withMember = memberSession(state, now);

  routes.route('/', registrationRoutes({ state, now }));

  routes.get(MEMBER_PATHS.info, withMerchant, withMember, (c) =>
    c.json(ok(memberInfo(c.var.tenant, c.var.member))),
  );

  // Type 4 members are not sent here by the client (spec 6), but the server takes it from anyone.
  routes.post(MEMBER_PATHS.language, withMerchant, withMember, async (c) => {
    const body = await readBody(c, { encrypted: false });
    if (!body.ok) return refusalResponse(c, body);
    const { tenant, member } = c.var;
    const merchantCode = text(body.value, 'merchantCode');
    if (merchantCode !== undefined && merchantCode !== tenant.merchantCode) {
      return refusalResponse(
        c,
        refuse('request.invalid', 'merchantCode differs from the Merchant header.', {
          status: 400,
        }),
      );
    }
    const language = text(body.value, 'language')?.toUpperCase();
    const supported: readonly string[] = tenant.languages.supported;
    if (!language || !supported.includes(language)) {
      return refusalResponse(
        c,
        refuse('member.language.invalid', `Choose one of: ${supported.join(', ')}.`),
      );
    }
    member.language = language;
    return c.json(ok({ language }));
  });

  routes.post(MEMBER_PATHS.password, withMerchant, withMember, async (c) => {
    const body = await readBody(c, { encrypted: true });
    if (!body.ok) return refusalResponse(c, body);
    const { tenant, member, token } = c.var;
    const oldPassword = secret(body.value, 'oldPassword') ?? '';
    const newPassword = secret(body.value, 'newPassword');
    if (!(await state.hasher.verify(oldPassword, member.passwordHash))) {
      return refusalResponse(
        c,
        refuse('member.password.old.err', 'The current password is wrong.'),
      );
    }
    const weak = passwordRefusal(tenant, newPassword);
    if (weak) return refusalResponse(c, weak);
    if (newPassword === oldPassword) {
      return refusalResponse(
        c,
        refuse('member.password.invalid', 'The new password must differ from the current one.'),
      );
    }
    member.passwordHash = await state.hasher.hash(newPassword ?? '');
    member.passwordExpired = false;
    member.firstTimeLogin = false;
    clearWrongPasswords(authOf(state, tenant.merchantCode), member.id);
    // Other devices sign in again with the new password; this session stays open.
    closeMemberSessions(state, tenant.merchantCode, member.id, token);
    return c.json(ok(null));
  });

  routes.get(MEMBER_PATHS.chatAuthKey, withMerchant, withMember, (c) => {
    const { chatKeys } = authOf(state, c.var.tenant.merchantCode);
    const key = chatKeys.get(c.var.member.id) ?? randomHex(16);
    chatKeys.set(c.var.member.id, key);
    return c.json(ok(key));
  });

  routes.get(MEMBER_PATHS.depositSettings, withMerchant, withMember, (c) => {
    const { tenant, member } = c.var;
    return c.json(ok(depositSettings(tenant, authOf(state, tenant.merchantCode), member)));
  });

  // Demo only: the member makes a deposit (the wallet is outside the app). Body { amount }.
  routes.post(DEMO_DEPOSIT_PATH, withMerchant, withMember, async (c) => {
    const body = await readBody(c, { encrypted: false });
    if (!body.ok) return refusalResponse(c, body);
    const { tenant, member } = c.var;
    const auth = authOf(state, tenant.merchantCode);
    const amount = (body.value as { amount?: unknown }).amount;
    if (typeof amount !== 'number' || !recordDeposit(tenant, auth, member, amount)) {
      return refusalResponse(
        c,
        refuse('deposit.amount.invalid', 'amount must be a number within the deposit limits.', {
          status: 400,
        }),
      );
    }
    return c.json(ok(depositSettings(tenant, auth, member)));
  });

  routes.get(MEMBER_PATHS.bankCard, withMerchant, withMember, (c) =>
    c.json(ok(bankCards(authOf(state, c.var.tenant.merchantCode), c.var.member))),
  );

  routes.get(MEMBER_PATHS.unreadInbox, withMerchant, withMember, (c) =>
    c.json(ok(unreadInbox(authOf(state, c.var.tenant.merchantCode), c.var.member))),
  );

  return routes;
}
