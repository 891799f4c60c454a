import { describe, expect, it } from 'vitest';
import type { AvailablePromotions } from '../../api/calls/promotions';
import type { MenuEntry, TenantConfig } from '../../config/tenant.gen';
import { tenantByCode } from '../../testing/tenants';
import type { MenuFacts } from './menuRules';
import { actionFor, entryVisible } from './menuRules';

const demo: TenantConfig = tenantByCode('demo');
const all = (enabled: boolean): AvailablePromotions => ({
  MISSION: { enabled },
  LOGIN: { enabled },
  SAVIOR: { enabled },
  REFERRAL: { enabled },
  APP_DOWNLOAD: { enabled },
});
const facts = (patch: Partial<MenuFacts> = {}): MenuFacts => ({
  loggedIn: true,
  agent: false,
  promotions: all(true),
  clubLabelType: 'AUTO',
  promoCodeEnabled: true,
  isNativeApp: false,
  isInstalled: false,
  fromHomeScreen: false,
  ...patch,
});
const visibleKeys = (f: MenuFacts, tenant: TenantConfig = demo) =>
  tenant.menu.filter((entry) => entryVisible(entry, f, tenant.whitelabel)).map((e) => e.key);
const entry = (key: string): MenuEntry => demo.menu.find((e) => e.key === key)!;

describe('menu display (spec 5 and 6)', () => {
  it('a visitor sees everything but what whitelabel values hide', () => {
    const hidden = structuredClone(demo);
    hidden.whitelabel.values = { showMission: false, showRescueFund: true };
    expect(visibleKeys(facts({ loggedIn: false, promotions: null }), hidden)).toEqual(
      demo.menu.map((e) => e.key).filter((k) => k !== 'mission'),
    );
  });

  it('agent entries for types 1 and 2 only', () => {
    expect(visibleKeys(facts())).not.toContain('agent');
    expect(visibleKeys(facts({ agent: true }))).toContain('agent');
  });

  it("mission, sign-in and rescue fund follow the member's available promotions", () => {
    const some: AvailablePromotions = { ...all(false), LOGIN: { enabled: true } };
    const keys = visibleKeys(facts({ promotions: some }));
    expect(keys).toContain('sign-in');
    expect(keys).not.toContain('mission');
    expect(keys).not.toContain('rescue-fund');
    expect(visibleKeys(facts({ promotions: null }))).not.toContain('sign-in');
  });

  it('VIP benefit needs its flag and a clubLabel of type AUTO; promo code its flag and the server', () => {
    expect(visibleKeys(facts({ clubLabelType: 'MANUAL' }))).not.toContain('vip-benefit');
    const off = structuredClone(demo);
    off.whitelabel.flags.vipBenefit = false;
    off.whitelabel.flags.promoCode = false;
    expect(visibleKeys(facts(), off)).not.toContain('vip-benefit');
    expect(visibleKeys(facts(), off)).not.toContain('promo-code');
    expect(visibleKeys(facts({ promoCodeEnabled: false }))).not.toContain('promo-code');
    expect(visibleKeys(facts())).toEqual(expect.arrayContaining(['vip-benefit', 'promo-code']));
  });

  it('the app item only outside the native and installed app, and not from the home screen', () => {
    expect(visibleKeys(facts())).toContain('app');
    expect(visibleKeys(facts({ isNativeApp: true }))).not.toContain('app');
    expect(visibleKeys(facts({ isInstalled: true, loggedIn: false }))).not.toContain('app');
    expect(visibleKeys(facts({ fromHomeScreen: true }))).not.toContain('app');
    const shown = { ...entry('app'), showInHomeScreen: true };
    expect(entryVisible(shown, facts({ fromHomeScreen: true }), demo.whitelabel)).toBe(true);
  });

  it('customer service always', () => {
    const hidden = facts({ loggedIn: true, promotions: all(false), isNativeApp: true });
    expect(visibleKeys(hidden)).toContain('support');
  });
});

describe('menu actions', () => {
  it('referral: agents register agents, members invite, visitors only when REFERRAL is on', () => {
    expect(actionFor(entry('referral'), facts({ agent: true }))).toEqual({
      kind: 'go',
      path: '/m/agentRegister',
    });
    expect(actionFor(entry('referral'), facts())).toEqual({ kind: 'go', path: '/m/inviteFriends' });
    expect(
      actionFor(entry('referral'), facts({ loggedIn: false, promotions: all(false) })),
    ).toEqual({ kind: 'comingSoon' });
    expect(actionFor(entry('referral'), facts({ loggedIn: false, promotions: all(true) }))).toEqual(
      { kind: 'go', path: '/m/inviteFriends' },
    );
  });

  it('the app item opens the download popup, customer service the chat, others their path', () => {
    expect(actionFor(entry('app'), facts())).toEqual({ kind: 'download' });
    expect(actionFor(entry('support'), facts())).toEqual({ kind: 'customerService' });
    expect(actionFor(entry('vip'), facts())).toEqual({ kind: 'go', path: '/m/vip' });
  });
});
