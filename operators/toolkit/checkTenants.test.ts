// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTenantFileAmong, checkTenantFiles } from './checkTenants.ts';
import { formatFileLines } from './report.ts';
import { demoTenant, REMOVE, withChanges } from './tenantChanges.ts';

const demoText = readFileSync('tenants/demo.json', 'utf8');

/** `line:col` of the first occurrence of `needle`, so the tests do not depend on the layout of demo.json. */
function at(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not found`);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

function lines(path: string, text: string): string[] {
  return checkTenantFiles([{ path, text }]).files.flatMap(formatFileLines);
}

describe('checkTenantFiles', () => {
  it('passes the demo tenant', () => {
    const result = checkTenantFiles([{ path: 'tenants/demo.json', text: demoText }]);
    expect(result).toEqual({
      ok: true,
      files: [{ file: 'tenants/demo.json', ok: true, errors: [], warnings: [] }],
    });
  });

  it('places each error at the value, with line, column and pointer', () => {
    const text = demoText.replace('"type": "VIP",', '"type": "VIPP",');
    const result = checkTenantFiles([{ path: 'tenants/demo.json', text }]);
    expect(result.ok).toBe(false);
    const [line, col] = at(text, '"VIPP"').split(':').map(Number);
    expect(result.files[0]?.errors).toEqual([
      {
        line,
        col,
        pointer: '/menu/0/type',
        message:
          'must be one of VIP, VIP_BENEFIT, AGENT, MISSION, SIGN_IN, RESCUE_FUND, PROMO_CODE, REFERRAL, APP_DOWNLOAD, CUSTOMER_SERVICE, LINK (got "VIPP")',
      },
    ]);
  });

  it('reports malformed JSON with its position and checks nothing else', () => {
    expect(lines('tenants/x.json', '{\n  "merchantCode": "x"\n  "displayName": "X"\n}')).toEqual([
      `tenants/x.json:3:3 : invalid JSON: expected ',' or '}' (found '"displayName"')`,
    ]);
  });

  it('gives a value the schema rejects no second error from a rule', () => {
    const text = JSON.stringify(
      withChanges(demoTenant(), { '/template/splash': 'http://cdn.test/a b.png' }),
      null,
      2,
    );
    expect(lines('tenants/demo.json', text)).toEqual([
      expect.stringMatching(
        /^tenants\/demo.json:\d+:\d+ \/template\/splash: must be an absolute https URL/,
      ),
    ]);
  });

  describe('when the file is at schemaVersion 1', () => {
    const v1 = withChanges(demoTenant(), {
      '/schemaVersion': 1,
      '/features': ['GEETEST3', 'LINELOGIN3', 'TELEGRAMLOGIN3', 'GOOGLELOGIN3'],
      '/flags': REMOVE,
      '/cs': demoTenant().customerService,
      '/customerService': REMOVE,
    });
    const text = JSON.stringify(v1, null, 2);

    it('migrates it, warns at each renamed key and reports errors where they are written', () => {
      expect(lines('tenants/demo.json', text)).toEqual([
        `tenants/demo.json:${at(text, '"schemaVersion"')} /schemaVersion: warning: schemaVersion 1 is upgraded in memory; rename the keys marked below and set it to 2`,
        expect.stringMatching(
          /^tenants\/demo.json:\d+:3 \/features: warning: renamed: use "flags" \(schemaVersion 2\)/,
        ),
        expect.stringMatching(
          /^tenants\/demo.json:\d+:5 \/features\/3: GOOGLELOGIN3 is on but auth.google is not set$/,
        ),
        expect.stringMatching(
          /^tenants\/demo.json:\d+:3 \/cs: warning: renamed: use "customerService" \(schemaVersion 2\)$/,
        ),
      ]);
    });

    it('does not fail for the renames alone', () => {
      const clean = text.replace('"GOOGLELOGIN3"', '"CBS3"');
      const result = checkTenantFiles([{ path: 'tenants/demo.json', text: clean }]);
      expect(result.ok).toBe(true);
      expect(result.files[0]?.warnings).toHaveLength(3);
    });
  });

  it('refuses a schemaVersion newer than the checker', () => {
    const text = demoText.replace('"schemaVersion": 2', '"schemaVersion": 3');
    expect(lines('tenants/demo.json', text)).toEqual([
      `tenants/demo.json:${at(text, '3,')} /schemaVersion: unknown schemaVersion 3: the current version is 2, and this checker reads versions 1 to 2`,
    ]);
  });

  it('checks domains across every file of the run', () => {
    const other = demoText
      .replace('"merchantCode": "demo"', '"merchantCode": "other"')
      .replace('"localhost", ', '');
    const result = checkTenantFiles([
      { path: 'tenants/demo.json', text: demoText },
      { path: 'tenants/other.json', text: other },
    ]);
    const ip = at(demoText, '"127.0.0.1"');
    expect(result.files.flatMap(formatFileLines)).toEqual([
      `tenants/demo.json:${ip} /domains/1: domain "127.0.0.1" is also listed by tenants/other.json`,
      `tenants/demo.json:${at(demoText, '"m.demo')} /domains/2: domain "m.demo-casino.test" is also listed by tenants/other.json`,
      `tenants/demo.json:${at(demoText, '"*.demo')} /domains/3: domain "*.demo-casino.test" is also listed by tenants/other.json`,
      `tenants/other.json:${at(other, '"127.0.0.1"')} /domains/0: domain "127.0.0.1" is also listed by tenants/demo.json`,
      `tenants/other.json:${at(other, '"m.demo')} /domains/1: domain "m.demo-casino.test" is also listed by tenants/demo.json`,
      `tenants/other.json:${at(other, '"*.demo')} /domains/2: domain "*.demo-casino.test" is also listed by tenants/demo.json`,
    ]);
  });
});

describe('checkTenantFileAmong', () => {
  const other = demoText
    .replace('"merchantCode": "demo"', '"merchantCode": "other"')
    .replace('"localhost", ', '');
  const broken = demoText
    .replace('"merchantCode": "demo"', '"merchantCode": "broken"')
    .replace('"type": "VIP",', '"type": "VIPP",')
    .replace(/"domains": \[[^\]]*\]/, '"domains": ["m.broken.test"]');
  const others = [
    { path: 'tenants/other.json', text: other },
    { path: 'tenants/broken.json', text: broken },
    { path: 'tenants/unreadable.json', text: '{ "merchantCode": ' },
  ];

  it("gives one file the result checking them all gives it, others' own errors aside", () => {
    for (const text of [demoText, demoText.replace('"type": "VIP",', '"type": "VIPP",')]) {
      const own = { path: 'tenants/demo.json', text };
      const all = checkTenantFiles([own, ...others]);
      expect(checkTenantFileAmong(own, others)).toEqual(all.files[0]);
      // Beside it, the others' own findings (the checker's business, not this file's).
      expect(all.files[2]?.ok).toBe(false);
      expect(all.files[3]?.ok).toBe(false);
    }
    expect(
      checkTenantFileAmong({ path: 'tenants/demo.json', text: demoText }, others).errors,
    ).toHaveLength(3);
  });

  it('passes a file no other one collides with', () => {
    const own = { path: 'tenants/broken.json', text: broken.replace('"VIPP"', '"VIP"') };
    expect(checkTenantFileAmong(own, [{ path: 'tenants/demo.json', text: demoText }])).toEqual({
      file: 'tenants/broken.json',
      ok: true,
      errors: [],
      warnings: [],
    });
  });
});
