// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function run(...args: string[]) {
  return spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/tenants.ts', ...args],
    {
      encoding: 'utf8',
    },
  );
}

// Each case starts tsx: seconds on a busy machine.
describe('npm run tenants -- --missing-texts', { timeout: 60_000 }, () => {
  it("lists each of the merchant's texts a supported language lacks, and what shows instead", () => {
    const result = run('--missing-texts', 'tests/tenants/good/texts.json');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.split('\n').filter(Boolean)).toEqual([
      'merchant.summerCup VI: members reading VI see the EN text',
      "tests/tenants/good/texts.json: 1 missing (1 of the merchant's texts)",
    ]);
  });

  it('says so when nothing is missing, and refuses an unknown merchant', () => {
    const complete = run('--missing-texts', 'tests/tenants/bad/texts-merchant-unused.json');
    expect(complete.stdout.trim()).toBe(
      'tests/tenants/bad/texts-merchant-unused.json: every text is in every language of languages.supported',
    );
    const unknown = run('--missing-texts', 'no-such-merchant');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('cannot read tenants/no-such-merchant.json');
  });
});
