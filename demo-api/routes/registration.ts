import { Hono } from 'hono';
import type { Context } from 'hono';
import type { RegisterResponse } from '../../src/api/calls/memberRegister.ts';
import { REGISTER_MODULE_IDS, REGISTER_PATHS } from '../../src/api/calls/memberRegister.ts';
import { authOf } from '../authState.ts';
import { ok } from '../envelope.ts';
import { findByLogin, findByMobile, membersOf, mobileDigits } from '../members.ts';
import { merchant } from '../merchant.ts';
import type { MerchantEnv } from '../merchant.ts';
import { accept, refusalResponse, refuse } from '../outcome.ts';
import type { Outcome } from '../outcome.ts';
import {
  createMember,
  DEFAULT_MOBILE_PASSWORD,
  generateUsername,
  passwordRefusal,
  usernameRefusal,
} from '../registration.ts';
import { flag, readBody, secret, text } from '../requestBody.ts';
import type { Fields } from '../requestBody.ts';
import { openSession } from '../sessions.ts';
import { isMobileNumber, useSmsCode } from '../sms.ts';
import { bindIdentities, carriedIdentities, firebasePhone } from '../social.ts';
import type { DemoState } from '../state.ts';

export interface RegistrationRoutesDeps {
  state: DemoState;
  now: () => number;
}

type RegisterKind = 'username' | 'mobile' | 'auto';

/**
 * Registration (spec 7): by username (ModuleId REG3), by mobile number proven by an SMS code or
 * a Firebase id token (ModuleId MOBILENUMREG3), or with a username the server picks. Bodies are
 * encrypted. With login: true the answer's token opens a session; otherwise token is null.
 */
export function registrationRoutes({ state, now }: RegistrationRoutesDeps): Hono<MerchantEnv> {
  const routes = new Hono<MerchantEnv>();
  const withMerchant = merchant(state.tenants);

  const route = (path: string, kind: RegisterKind, moduleId: string | null) =>
    routes.post(path, withMerchant, async (c) => {
      const body = await readBody(c, { encrypted: true });
      if (!body.ok) return refusalResponse(c, body);
      if (moduleId !== null && c.req.header('ModuleId') !== moduleId) {
        return refusalResponse(
          c,
          refuse('module.id.invalid', `This call takes the header ModuleId: ${moduleId}.`, {
            status: 400,
          }),
        );
      }
      await state.ready;
      const done = await register(c, kind, body.value);
      return done.ok ? c.json(ok(done.value)) : refusalResponse(c, done);
    });

  async function register(
    c: Context<MerchantEnv>,
    kind: RegisterKind,
    fields: Fields,
  ): Promise<Outcome<RegisterResponse>> {
    const { tenant } = c.var;
    const auth = authOf(state, tenant.merchantCode);
    const members = membersOf(state, tenant.merchantCode);
    const at = now();

    const identities = carriedIdentities(
      text(fields, 'lineSessionToken'),
      text(fields, 'telegramAuth'),
    );
    if (!identities.ok) return identities;

    const mobile = text(fields, 'mobileNum');
    const withMobile = kind === 'mobile' || (kind === 'auto' && mobile !== undefined);
    if (withMobile) {
      if (!mobile || !isMobileNumber(mobile)) {
        return refuse('sms.mobile.invalid', 'Enter a valid mobile number.');
      }
      if (findByMobile(members, mobile) || findByLogin(members, mobileDigits(mobile))) {
        return refuse('member.username.exists', 'This mobile number is already registered.');
      }
    }

    let username: string;
    if (kind === 'username') {
      const given = text(fields, 'username');
      const bad = usernameRefusal(members, given);
      if (bad) return bad;
      username = given ?? '';
    } else {
      username = kind === 'mobile' ? mobileDigits(mobile ?? '') : generateUsername(members);
    }

    let password = secret(fields, 'password');
    // spec 5: mobile registration without a password option gets the six-digit default.
    const defaulted =
      password === undefined && withMobile && !!tenant.auth.registration.mobileWithoutPassword;
    if (defaulted) password = DEFAULT_MOBILE_PASSWORD;
    else {
      const weak = passwordRefusal(tenant, password);
      if (weak) return weak;
    }

    // The code is spent only once everything else is right.
    if (withMobile && mobile) {
      const byFirebase = firebasePhone(text(fields, 'firebaseIdToken2')) === mobileDigits(mobile);
      if (!byFirebase && !useSmsCode(auth, mobile, text(fields, 'smsCode'), at)) {
        return refuse('sms.code.err', 'The code is wrong or has expired.');
      }
    }

    const member = await createMember(state, tenant, {
      username,
      password: password ?? DEFAULT_MOBILE_PASSWORD,
      mobileNum: withMobile && mobile ? mobileDigits(mobile) : null,
      firstTimeLogin: defaulted,
    });
    if (!member) return refuse('member.username.exists', 'This username is already taken.');
    bindIdentities(auth, identities.value, member.id);

    const deviceId = c.req.header('Device')?.trim() || text(fields, 'loginDeviceId') || null;
    const session = flag(fields, 'login')
      ? openSession(state, tenant.merchantCode, member, at, deviceId)
      : null;
    return accept({
      id: member.id,
      customerId: member.id,
      userName: member.username,
      token: session?.token ?? null,
    });
  }

  route(REGISTER_PATHS.username, 'username', REGISTER_MODULE_IDS.username);
  route(REGISTER_PATHS.mobile, 'mobile', REGISTER_MODULE_IDS.mobile);
  // spec 7 shows no payload or header for autoUsername: any ModuleId is taken.
  route(REGISTER_PATHS.autoUsername, 'auto', null);

  return routes;
}
