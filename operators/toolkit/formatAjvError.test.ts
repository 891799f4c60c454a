// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RENAMED_KEYS } from '../../src/config/migrations.ts';
import { formatAjvErrors } from './formatAjvError.ts';
import { demoTenant, REMOVE, withChanges } from './tenantChanges.ts';
import { createTenantValidator } from './tenantValidator.ts';

const { validate } = createTenantValidator();
const demo = demoTenant();

/** The issues for the demo tenant with `changes` (pointer → value), as `pointer: message` lines. */
function issuesAfter(changes: Record<string, unknown>): string[] {
  validate(withChanges(demo, changes));
  return formatAjvErrors(validate.errors, { renamedKeys: RENAMED_KEYS }).map(
    (i) => `${i.pointer}${i.at === 'key' ? ' (key)' : ''}: ${i.message}`,
  );
}

describe('formatAjvErrors', () => {
  it('says nothing about a valid tenant', () => {
    expect(issuesAfter({})).toEqual([]);
  });

  it('lists the allowed values of an enum and what was got', () => {
    expect(issuesAfter({ '/games/lotteryLaunchVariant': 'SEAX' })).toEqual([
      '/games/lotteryLaunchVariant: must be one of SEA, VN (got "SEAX")',
    ]);
  });

  it('names the expected and the given type', () => {
    expect(issuesAfter({ '/push/enabled': 'yes' })).toEqual([
      '/push/enabled: must be boolean (got string "yes")',
    ]);
    expect(issuesAfter({ '/menu': {} })).toEqual(['/menu: must be an array (got an object)']);
    expect(issuesAfter({ '/whitelabel/values/showMission': null })).toEqual([
      '/whitelabel/values/showMission: must be boolean, string or number (got null)',
    ]);
  });

  it('gives a readable hint for url, host name and colour patterns', () => {
    expect(issuesAfter({ '/theme/primary': 'red' })).toEqual([
      '/theme/primary: must be a CSS colour written #rgb, #rrggbb or #rrggbbaa, e.g. \'#0b6bcb\' (got "red")',
    ]);
    expect(issuesAfter({ '/domains/2': 'M.Demo.test' })[0]).toMatch(
      /^\/domains\/2: must be a lower-case host name such as 'm.example.com'.* \(got "M.Demo.test"\)$/,
    );
    expect(issuesAfter({ '/template/splash': 'ftp://x/logo.png' })[0]).toMatch(
      /^\/template\/splash: must be an absolute https URL .* \(got "ftp:\/\/x\/logo.png"\)$/,
    );
  });

  it('adds the field description to other patterns', () => {
    expect(issuesAfter({ '/auth/line/clientId': '123' })).toEqual([
      '/auth/line/clientId: must match ^[0-9]{10}$ (got "123"): LINE channel id (10 digits).',
    ]);
  });

  it('reports an unknown key at the key, with a suggestion or the allowed keys', () => {
    expect(issuesAfter({ '/flgs': {} })).toEqual([
      '/flgs (key): unknown key "flgs" (did you mean "flags"?)',
    ]);
    expect(issuesAfter({ '/games/zone': 'x' })).toEqual([
      '/games/zone (key): unknown key "zone" (allowed: lotteryLaunchVariant, lottoArea, defaultLottoView, trialLaunch, openGameIn)',
    ]);
    expect(issuesAfter({ '/whitelabel/values/2fast': true })).toEqual([
      '/whitelabel/values/2fast (key): unknown key "2fast" (keys must match ^[A-Za-z][A-Za-z0-9_]{0,63}$)',
    ]);
  });

  it('names the new key for a key renamed by a migration', () => {
    const lines = issuesAfter({ '/lang': demo.languages, '/languages': REMOVE });
    expect(lines).toEqual([
      ": must have required property 'languages'",
      '/lang (key): unknown key "lang" (did you mean "languages"? "lang" was renamed in schemaVersion 2)',
    ]);
  });

  it('reports a missing property at the object that lacks it', () => {
    expect(issuesAfter({ '/auth/telegram/botId': REMOVE })).toEqual([
      "/auth/telegram: must have required property 'botId'",
    ]);
  });

  it('reports an unknown widget type once, with the valid types', () => {
    const lines = issuesAfter({ '/widgets/1': { type: 'banner' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\/widgets\/1\/type: unknown widget type "banner"; valid types: statusNotices, appHeader, /,
    );
  });

  it('checks a widget against its own props schema', () => {
    expect(issuesAfter({ '/widgets/5': { type: 'menuGrid', columns: 9, colums: 4 } })).toEqual([
      '/widgets/5/colums (key): unknown key "colums" (did you mean "columns"?)',
      '/widgets/5/columns: must be at most 5 (got 9)',
    ]);
    expect(issuesAfter({ '/widgets/5': { slot: 'home' } })).toEqual([
      "/widgets/5: must have required property 'type'",
    ]);
  });

  it('points a repeated item at the repeat', () => {
    expect(issuesAfter({ '/languages/supported/5': 'EN' })).toEqual([
      '/languages/supported/5: duplicate item: same as /languages/supported/0 (got "EN")',
    ]);
  });

  it('words lengths, limits and constants', () => {
    expect(issuesAfter({ '/manifest/short_name': 'A much too long name' })).toEqual([
      '/manifest/short_name: must be at most 12 characters long (got 20 characters)',
    ]);
    expect(issuesAfter({ '/displayName': '' })).toEqual([
      '/displayName: must be at least 1 character long (got "")',
    ]);
    expect(issuesAfter({ '/domains': [] })).toEqual([
      '/domains: must have at least 1 item (got 0)',
    ]);
    expect(issuesAfter({ '/schemaVersion': '2' })).toEqual(['/schemaVersion: must be 2 (got "2")']);
  });
});
