import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  fieldChanges,
  fieldSummary,
  formatSummary,
  itemName,
  ordinal,
  shorten,
  summaryTitle,
} from './fieldSummary.ts';
import type { FieldChange } from './fieldSummary.ts';
import { demoTenant } from './tenantChanges.ts';

type Tenant = Record<string, unknown> & {
  theme: Record<string, unknown>;
  menu: Array<Record<string, unknown>>;
  widgets: Array<Record<string, unknown>>;
  languages: { supported: string[]; default: string; texts?: Record<string, unknown> };
  domains: string[];
  auth: Record<string, unknown> & {
    login: { methods: string[] };
    registration: { password: Record<string, unknown> };
  };
  tracking: Record<string, unknown>;
  captcha: Record<string, unknown>;
  customerService: Array<Record<string, unknown>>;
  vipLabels: Array<Record<string, unknown>>;
  manifest: Record<string, unknown>;
  whitelabel: { values: Record<string, unknown> };
};

const demo = () => demoTenant() as Tenant;

/** The demo tenant before and after `edit`, and the lines the summary says. */
function summarize(edit: (t: Tenant) => void, prepare?: (t: Tenant) => void): FieldChange[] {
  const before = demo();
  prepare?.(before);
  const after = structuredClone(before);
  edit(after);
  return fieldChanges(before, after);
}

const texts = (changes: readonly FieldChange[]) => changes.map((c) => c.text);

/** Moves the list item at `from` to `to`. */
function move<T>(list: T[], from: number, to: number): void {
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item!);
}

describe('fieldSummary: a changed value', () => {
  it('says the tab, the form label and both values, with the field pointer', () => {
    const changes = summarize(
      (t) => (t.theme.primary = '#0ea5e9'),
      (t) => (t.theme.primary = '#7c3aed'),
    );
    expect(changes).toEqual([
      {
        tab: 'Theme & brand',
        label: 'Brand colour',
        pointer: '/theme/primary',
        kind: 'changed',
        before: '#7c3aed',
        after: '#0ea5e9',
        text: 'Theme & brand > Brand colour: #7c3aed -> #0ea5e9',
      },
    ]);
  });

  it('names a part of a tab that holds several (the installed app under Theme & brand)', () => {
    expect(texts(summarize((t) => (t.manifest.short_name = 'Demo')))).toEqual([
      'Theme & brand > Installed app > Short name: Demo Casino -> Demo',
    ]);
  });

  it('follows nested objects down to the leaf, every level by its title', () => {
    const changes = summarize((t) => (t.auth.registration.password.minLength = 8));
    expect(changes).toMatchObject([
      {
        tab: 'Sign-in providers',
        label: 'Registration > Password rules > Shortest password',
        pointer: '/auth/registration/password/minLength',
        text: 'Sign-in providers > Registration > Password rules > Shortest password: 6 -> 8',
      },
    ]);
  });

  it('says switches as on and off', () => {
    expect(
      texts(summarize((t) => ((t.flags as Record<string, boolean>).GEETEST3 = false))),
    ).toEqual(['Flags > GeeTest captcha: on -> off']);
  });

  it('names a key the operator chose (a white-label value) by the key itself', () => {
    expect(texts(summarize((t) => (t.whitelabel.values.showMission = false)))).toEqual([
      'Flags > White-label > White-label values > showMission: on -> off',
    ]);
  });

  it('says a language by its name', () => {
    expect(texts(summarize((t) => (t.languages.default = 'TH')))).toEqual([
      'Languages > Default language: English -> Thai',
    ]);
  });

  it('shortens a long value in the middle, keeping its start and end', () => {
    const long = `${'A'.repeat(30)}${'b'.repeat(40)}TAIL1234`;
    const [change] = summarize((t) => (t.customerService[0]!.path = long));
    expect(change!.label).toBe('Live chat > Chat address (encrypted)');
    expect(change!.after).toHaveLength(48);
    expect(change!.after).toMatch(/^A{30}b+…b+TAIL1234$/);
    expect(
      change!.text.startsWith('Customer service > Live chat > Chat address (encrypted): '),
    ).toBe(true);
    expect(shorten('short')).toBe('short');
    expect(shorten('one\n  two')).toBe('one two');
  });

  it('says nothing for a file that only changed its layout', () => {
    const text = JSON.stringify(demo(), null, 2);
    expect(fieldSummary(text, JSON.stringify(JSON.parse(text)))).toEqual([]);
  });
});

describe('fieldSummary: fields added and removed', () => {
  it('says a field set where it was left out, and a field removed with its old value', () => {
    const changes = summarize((t) => {
      t.captcha.riskAppId = 'risk-app-1';
      delete t.tracking.performanceReport;
    });
    expect(changes).toEqual([
      {
        tab: 'Captcha',
        label: 'Risk-check app id',
        pointer: '/captcha/riskAppId',
        kind: 'added',
        after: 'risk-app-1',
        text: 'Captcha > Risk-check app id: set to risk-app-1',
      },
      {
        tab: 'Push & tracking',
        label: 'Ad tracking > Performance report',
        pointer: '/tracking/performanceReport',
        kind: 'removed',
        before: 'on',
        text: 'Push & tracking > Ad tracking > Performance report: removed (was on)',
      },
    ]);
  });

  it('says an object added whole once, with its fields by their labels', () => {
    expect(
      texts(summarize((t) => (t.auth.google = { clientId: '123-abc.apps.googleusercontent.com' }))),
    ).toEqual([
      'Sign-in providers > Google: added (Client id: 123-abc.apps.googleusercontent.com)',
    ]);
  });

  it('says a top-level part removed whole', () => {
    expect(texts(summarize((t) => delete (t as Record<string, unknown>).tracking))).toEqual([
      'Push & tracking > Ad tracking: removed (was Performance report: on)',
    ]);
  });
});

describe('fieldSummary: lists of objects, matched by their identity', () => {
  it('reads a reorder of the menu as the one entry that moved', () => {
    const changes = summarize(
      (t) => move(t.menu, 2, 0),
      // Before: vip, agent, vip-benefit, ...
      (t) => move(t.menu, 1, 2),
    );
    expect(changes).toEqual([
      {
        tab: 'Menu',
        label: 'Menu',
        pointer: '/menu/0',
        kind: 'moved',
        before: '3rd',
        after: '1st',
        text: 'Menu: VIP benefits moved from 3rd to 1st',
      },
    ]);
  });

  it('reads two neighbours swapped as the one moved up', () => {
    expect(texts(summarize((t) => move(t.menu, 1, 0)))).toEqual([
      'Menu: VIP benefits moved from 2nd to 1st',
    ]);
  });

  it('moves an entry to the end as one move, not a change of every position', () => {
    expect(texts(summarize((t) => move(t.menu, 0, t.menu.length - 1)))).toEqual([
      'Menu: VIP moved from 1st to 10th',
    ]);
  });

  it("says a change inside an entry under the entry's name, even after it moved", () => {
    const changes = summarize((t) => {
      move(t.menu, 1, 0);
      t.menu[0]!.path = '/m/benefits';
    });
    expect(texts(changes)).toEqual([
      'Menu: VIP benefits moved from 2nd to 1st',
      'Menu > VIP benefits > Route: /m/vipBenefit -> /m/benefits',
    ]);
    expect(changes[1]).toMatchObject({ label: 'VIP benefits > Route', pointer: '/menu/0/path' });
  });

  it('says menu entries added and removed by their label in English', () => {
    const changes = summarize((t) => {
      t.menu.splice(2, 1);
      t.menu.push({ key: 'promo', type: 'LINK', label: 'menu.promoCode', path: '/m/promo' });
    });
    expect(changes).toMatchObject([
      { kind: 'removed', pointer: '/menu/2', before: 'Agent', text: 'Menu: Agent removed' },
      { kind: 'added', pointer: '/menu/9', after: 'Promo code', text: 'Menu: Promo code added' },
    ]);
  });

  it('names an entry whose label has no English text by its key and type', () => {
    expect(itemName({ key: 'club', type: 'LINK', label: 'menu.club' })).toBe('club (LINK)');
    expect(itemName({ key: 'vip', type: 'VIP', label: 'menu.vip' }, undefined, {})).toBe(
      'vip (VIP)',
    );
    expect(
      texts(
        fieldChanges(
          { menu: [] },
          { menu: [{ key: 'vip', type: 'VIP', label: 'menu.vip' }] },
          { messages: { 'menu.vip': 'Club' } },
        ),
      ),
    ).toEqual(['Menu: Club added']);
  });

  it('says widgets added, removed and moved by their names, and their props by label', () => {
    const changes = summarize((t) => {
      t.widgets.push({ type: 'unreadInbox', path: '/inbox' });
      t.widgets.splice(
        t.widgets.findIndex((w) => w.type === 'gameLanes'),
        1,
      );
      const grid = t.widgets.find((w) => w.type === 'menuGrid')!;
      grid.columns = 5;
    });
    expect(texts(changes)).toEqual([
      'Widgets: Game lanes removed',
      'Widgets > Menu grid > Entries per row: 4 -> 5',
      'Widgets: Unread inbox added',
    ]);
  });

  it('says "Widgets: Banner carousel added" for a second carousel', () => {
    const changes = summarize((t) => t.widgets.splice(4, 0, { type: 'bannerCarousel' }));
    expect(changes).toEqual([
      {
        tab: 'Widgets',
        label: 'Widgets',
        pointer: '/widgets/4',
        kind: 'added',
        after: 'Banner carousel',
        text: 'Widgets: Banner carousel added',
      },
    ]);
  });

  it("names widgets by their titles in the schema, not by their type's key", () => {
    const changes = summarize((t) => {
      t.widgets = t.widgets.filter((w) => w.type !== 'appHeader');
      move(
        t.widgets,
        t.widgets.findIndex((w) => w.type === 'announcementMarquee'),
        0,
      );
    });
    expect(texts(changes)).toEqual([
      'Widgets: Header removed',
      'Widgets: Announcements moved from 5th to 1st',
    ]);
  });

  it('matches VIP labels by id and customer-service entries by name', () => {
    const changes = summarize((t) => {
      t.vipLabels.pop();
      t.customerService[1]!.csPosition = 5;
    });
    expect(texts(changes)).toEqual([
      'Customer service > Agent desk > Position: 1 -> 5',
      'Customer service > VIP labels: Gold removed',
    ]);
  });
});

describe('fieldSummary: lists of values', () => {
  it('says "Languages: Thai added", and a language removed', () => {
    expect(
      texts(
        summarize(
          (t) => t.languages.supported.push('TH'),
          (t) => (t.languages.supported = ['EN', 'CN', 'VI']),
        ),
      ),
    ).toEqual(['Languages: Thai added']);
    const removed = summarize((t) => (t.languages.supported = ['EN', 'VI', 'TH', 'UR']));
    expect(removed).toMatchObject([
      {
        tab: 'Languages',
        label: 'Languages',
        pointer: '/languages/supported/1',
        kind: 'removed',
        before: 'Chinese (Simplified)',
        text: 'Languages: Chinese (Simplified) removed',
      },
    ]);
  });

  it('says domains added, removed and moved', () => {
    const changes = summarize((t) => {
      t.domains = ['m.demo-casino.test', 'localhost', '*.demo-casino.test', 'demo.example.com'];
    });
    expect(texts(changes)).toEqual([
      'Merchant > Domains: 127.0.0.1 removed',
      'Merchant > Domains: m.demo-casino.test moved from 3rd to 1st',
      'Merchant > Domains: demo.example.com added',
    ]);
  });

  it('says a reorder of login methods (the first is the default) as a move', () => {
    expect(texts(summarize((t) => move(t.auth.login.methods, 2, 0)))).toEqual([
      'Sign-in providers > Login > Login methods: sms moved from 3rd to 1st',
    ]);
  });
});

describe('fieldSummary: whole files', () => {
  it('lists each top-level field of a file created from nothing, in tab order', () => {
    const text = JSON.stringify(demo());
    const changes = fieldSummary('', text);
    expect(changes.every((c) => c.kind === 'added')).toBe(true);
    expect(changes.map((c) => c.pointer)).toContain('/merchantCode');
    expect(texts(changes).slice(2, 5)).toEqual([
      'Merchant > Merchant code: set to demo',
      'Merchant > Display name: set to Demo Casino',
      'Merchant > Domains: set to localhost, 127.0.0.1, m.demo-casino.test, *.demo-casino.test',
    ]);
    expect(changes.find((c) => c.pointer === '/theme')!.text).toMatch(
      /^Theme & brand > Theme colours: added \(Brand colour: #0b6bcb; Text on brand colour: #ffffff;/,
    );
    expect(summaryTitle(changes, 'demo')).toBe('demo: new merchant');
  });

  it('says a deleted file as its fields removed', () => {
    const changes = fieldSummary(JSON.stringify(demo()), '');
    expect(changes.every((c) => c.kind === 'removed')).toBe(true);
    expect(summaryTitle(changes, 'demo')).toBe('demo: merchant deleted');
  });

  it('refuses text that is not JSON, saying which file', () => {
    expect(() => fieldSummary('{', '{}')).toThrow(/the old file is not JSON/);
    expect(() => fieldSummary('{}', '{"a":')).toThrow(/the new file is not JSON/);
  });

  it('puts a key the schema does not know on the first tab, by its key', () => {
    expect(texts(fieldChanges({}, { extraSetting: 1 }))).toEqual([
      'Merchant > Extra setting: set to 1',
    ]);
  });
});

describe('summaryTitle and formatSummary', () => {
  const changes = summarize((t) => {
    t.theme.primary = '#0ea5e9';
    move(t.menu, 1, 0);
    t.menu[0]!.path = '/m/benefits';
  });

  it('names each changed field once, and a reorder as the list order', () => {
    expect(summaryTitle(changes, 'demo')).toBe('demo: Brand colour, Menu order, VIP benefits');
    expect(summaryTitle(changes)).toBe('Brand colour, Menu order, VIP benefits');
    expect(summaryTitle([], 'demo')).toBe('demo: no field changed');
  });

  it('keeps a long title short, saying how many more', () => {
    const many = summarize((t) => {
      for (const key of Object.keys(t.theme)) t.theme[key] = '#123456';
      t.auth.registration.password.minLength = 8;
      t.languages.default = 'VI';
    });
    const title = summaryTitle(many, 'demo');
    expect(title.length).toBeLessThanOrEqual(72);
    expect(title).toMatch(/^demo: Brand colour, Text on brand colour, .* and \d+ more$/);
  });

  it('writes one line per change', () => {
    expect(formatSummary(changes)).toBe(
      [
        'Theme & brand > Brand colour: #0b6bcb -> #0ea5e9',
        'Menu: VIP benefits moved from 2nd to 1st',
        'Menu > VIP benefits > Route: /m/vipBenefit -> /m/benefits',
      ].join('\n'),
    );
  });

  it('counts places in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});

describe('fieldSummary.ts stays pure', () => {
  it('imports no node: module, directly or through the toolkit files it imports', () => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/from ['"]node:|require\(/);
      for (const [, spec] of source.matchAll(/from '(\.[^']+\.ts)'/g))
        visit(join(dirname(file), spec!));
    };
    visit('operators/toolkit/fieldSummary.ts');
    expect([...seen]).toContain('operators/toolkit/tenantSchemaJson.ts');
  });
});
