// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CheckResult } from './checkTenants.ts';
import { formatFileLines, formatSummary, formatText } from './report.ts';

const result: CheckResult = {
  ok: false,
  files: [
    {
      file: 'tenants/a.json',
      ok: false,
      errors: [
        {
          line: 9,
          col: 5,
          pointer: '/menu/0/type',
          message: 'must be one of VIP, AGENT (got "VIPP")',
        },
        { line: 1, col: 1, pointer: '', message: "must have required property 'displayName'" },
      ],
      warnings: [
        {
          line: 3,
          col: 3,
          pointer: '/lang',
          message: 'renamed: use "languages" (schemaVersion 2)',
        },
      ],
    },
    { file: 'tenants/b.json', ok: true, errors: [], warnings: [] },
  ],
};

describe('report', () => {
  it('prints errors and warnings of a file in file order', () => {
    expect(formatFileLines(result.files[0]!)).toEqual([
      "tenants/a.json:1:1 : must have required property 'displayName'",
      'tenants/a.json:3:3 /lang: warning: renamed: use "languages" (schemaVersion 2)',
      'tenants/a.json:9:5 /menu/0/type: must be one of VIP, AGENT (got "VIPP")',
    ]);
  });

  it('ends with a summary line', () => {
    expect(formatSummary(result)).toBe('checked 2 tenant files: 2 errors, 1 warning');
    expect(formatText(result).split('\n')).toHaveLength(4);
    expect(formatSummary({ ok: true, files: [result.files[1]!] })).toBe(
      'checked 1 tenant file: 0 errors, 0 warnings',
    );
  });
});
