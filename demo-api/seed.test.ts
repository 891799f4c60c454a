import { describe, expect, it } from 'vitest';
import { createDemoApi } from './createDemoApi.ts';
import { createPbkdf2Hasher } from './password.ts';
import { DEMO_ACCOUNTS } from './seed.ts';
import { repoTenants } from './testSupport.ts';

describe('seeded demo members', () => {
  const tenants = repoTenants();
  const { state } = createDemoApi({ tenants });
  const hasher = createPbkdf2Hasher();

  it.each(tenants.map((t) => [t.merchantCode, t] as const))(
    'exist in %s with hashed passwords only',
    async (code, tenant) => {
      await state.ready;
      const members = state.members.get(code);
      expect(members?.size).toBe(DEMO_ACCOUNTS.length);
      for (const account of DEMO_ACCOUNTS) {
        const member = members?.get(account.login.toLowerCase());
        expect(member, account.login).toBeDefined();
        if (!member) continue;
        expect(member.merchantCode).toBe(code);
        expect(member.customerType).toBe(account.customerType);
        expect(member.passwordHash).toMatch(/^pbkdf2-sha256\$\d+\$[^$]+\$[^$]+$/);
        expect(member.passwordHash).not.toContain(account.password);
        expect(await hasher.verify(account.password, member.passwordHash)).toBe(true);
        expect(await hasher.verify(`${account.password}x`, member.passwordHash)).toBe(false);
      }
      const lowest = [...(tenant.vipLabels ?? [])].sort((a, b) => a.rankLevel - b.rankLevel)[0];
      expect(members?.get('member1')?.clubLabel?.labelId ?? null).toBe(lowest?.labelId ?? null);
    },
  );

  it('hold the special cases the login flows need', async () => {
    await state.ready;
    const [first] = tenants;
    const members = state.members.get(first?.merchantCode ?? '');
    expect(members?.get('agent1')?.customerType).toBe(1);
    expect(members?.get('type4')?.customerType).toBe(4);
    expect(members?.get('expired1')?.passwordExpired).toBe(true);
    expect(members?.get('twofa1')?.secondFactor).toEqual({
      options: ['email', 'ga', 'sms'],
      code: '123456',
    });
    expect(members?.get('09171234567')).toMatchObject({
      mobileNum: '09171234567',
      smsCode: '123456',
      countryDialingCode: first?.region.countryDialingCode,
    });
    const newbie = members?.get('newbie');
    expect(newbie && (await hasher.verify('123456', newbie.passwordHash))).toBe(true);
  });

  it('use a fresh salt per member', async () => {
    await state.ready;
    const hashes = [...state.members.values()].flatMap((m) =>
      [...m.values()].map((x) => x.passwordHash),
    );
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('createPbkdf2Hasher', () => {
  it('rejects stored values it did not make', async () => {
    const hasher = createPbkdf2Hasher(1000);
    expect(await hasher.verify('Passw0rd!', 'Passw0rd!')).toBe(false);
    expect(await hasher.verify('Passw0rd!', 'pbkdf2-sha256$x$AAAA$AAAA')).toBe(false);
    expect(await hasher.verify('Passw0rd!', 'pbkdf2-sha256$1000$!!$AAAA')).toBe(false);
    const stored = await hasher.hash('Passw0rd!');
    expect(await hasher.verify('Passw0rd!', stored)).toBe(true);
  });
});
