// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTenantRules } from './semanticChecks.ts';
import { demoTenant, REMOVE, withChanges } from './tenantChanges.ts';
import { createTenantValidator } from './tenantValidator.ts';

const { widgetTypes } = createTenantValidator();
const demo = demoTenant();

function rulesAfter(changes: Record<string, unknown>, fileName = 'demo'): string[] {
  return checkTenantRules(withChanges(demo, changes), { fileName, widgetTypes }).map(
    (i) => `${i.pointer}: ${i.severity === 'warning' ? 'warning: ' : ''}${i.message}`,
  );
}

describe('checkTenantRules', () => {
  it('finds nothing wrong with the demo tenant', () => {
    expect(rulesAfter({})).toEqual([]);
  });

  it('needs merchantCode to equal the file name', () => {
    expect(rulesAfter({}, 'acme')).toEqual([
      '/merchantCode: must equal the file name "acme" (got "demo")',
    ]);
  });

  describe('menu', () => {
    it('refuses a key used twice, at the repeat', () => {
      expect(rulesAfter({ '/menu/3/key': 'vip' })).toEqual([
        '/menu/3/key: duplicate menu key "vip" (first used at /menu/0)',
      ]);
    });

    it('needs whitelabelKey to name a whitelabel value', () => {
      expect(rulesAfter({ '/menu/3/whitelabelKey': 'showMision' })).toEqual([
        '/menu/3/whitelabelKey: "showMision" is not a key of whitelabel.values (did you mean "showMission"?)',
      ]);
      expect(rulesAfter({ '/menu/3/whitelabelKey': 'vipOnly' })).toEqual([
        '/menu/3/whitelabelKey: "vipOnly" is not a key of whitelabel.values (known: showMission, showRescueFund)',
      ]);
      expect(rulesAfter({ '/whitelabel/values': REMOVE })).toEqual([
        '/menu/3/whitelabelKey: "showMission" is not a key of whitelabel.values (whitelabel.values is empty)',
        '/menu/5/whitelabelKey: "showRescueFund" is not a key of whitelabel.values (whitelabel.values is empty)',
      ]);
    });
  });

  describe('languages', () => {
    it('needs the default among the supported languages', () => {
      expect(rulesAfter({ '/languages/default': 'JA' })).toEqual([
        '/languages/default: default language "JA" is not in languages.supported (EN, CN, VI, TH, UR)',
      ]);
    });

    it('needs texts only for supported languages', () => {
      expect(rulesAfter({ '/languages/supported': ['EN'] })).toEqual([
        '/languages/texts/VI: texts for "VI", which is not in languages.supported (EN)',
      ]);
    });
  });

  describe('widgets', () => {
    it('knows the registry of widget types', () => {
      const [line] = rulesAfter({ '/widgets/4/type': 'marquee' });
      expect(line).toMatch(
        /^\/widgets\/4\/type: unknown widget type "marquee"; valid types: statusNotices, /,
      );
    });

    it('mounts single-instance widgets once', () => {
      expect(
        rulesAfter({
          '/widgets/12': { type: 'installPrompt' },
          '/widgets/13': { type: 'menuGrid' },
        }),
      ).toEqual([
        '/widgets/12/type: "installPrompt" may be mounted only once (already at /widgets/10)',
      ]);
    });

    it('warns about a widget that can never show', () => {
      expect(rulesAfter({ '/push/enabled': false })).toEqual([
        '/widgets/11/type: warning: pushOptIn never shows while push.enabled is not true',
      ]);
      expect(rulesAfter({ '/customerService': [] })).toEqual([
        '/widgets/9/type: warning: customerServiceButton has no entries to show: customerService is empty',
      ]);
    });
  });

  describe('VIP labels', () => {
    it('needs customer-service label ids among the vipLabels', () => {
      expect(rulesAfter({ '/customerService/2/labelIds': [3, 9] })).toEqual([
        '/customerService/2/labelIds/1: unknown VIP label id 9 (known: 1, 2, 3)',
      ]);
      expect(rulesAfter({ '/vipLabels': REMOVE })).toEqual([
        '/customerService/2/labelIds/0: unknown VIP label id 3 (vipLabels lists none)',
      ]);
    });

    it('refuses a label id used twice', () => {
      expect(rulesAfter({ '/vipLabels/2/labelId': 1, '/customerService/2/labelIds': [1] })).toEqual(
        ['/vipLabels/2/labelId: duplicate labelId 1 (first at /vipLabels/0)'],
      );
    });
  });

  it('needs the shortest password to be no longer than the longest', () => {
    expect(rulesAfter({ '/auth/registration/password/minLength': 24 })).toEqual([
      '/auth/registration/password/minLength: must not exceed maxLength 20 (got 24)',
    ]);
  });

  it('refuses an image CDN listed twice, and warns when there is no other to ask', () => {
    expect(
      rulesAfter({
        '/imageCdns': ['https://img1.test', 'https://img2.test', 'https://img1.test/'],
      }),
    ).toEqual(['/imageCdns/2: "https://img1.test" is listed twice (first at /imageCdns/0)']);
    expect(rulesAfter({ '/imageCdns': ['https://img1.test'] })).toEqual([
      '/imageCdns: warning: one image CDN has no other to ask: a failed image is not asked again',
    ]);
    expect(rulesAfter({ '/imageCdns': ['https://img1.test', 'https://img2.test'] })).toEqual([]);
  });

  it('copes with a file of the wrong shape', () => {
    expect(checkTenantRules([], { fileName: 'x', widgetTypes })).toEqual([]);
    expect(
      checkTenantRules(
        { menu: 3, widgets: [null, 4], languages: 'EN' },
        { fileName: 'x', widgetTypes },
      ),
    ).toEqual([]);
  });
});
