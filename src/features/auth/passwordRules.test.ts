import { describe, expect, it } from 'vitest';
import { passwordChangeProblems, passwordRulesOf } from './passwordRules';

const rules = { minLength: 6, maxLength: 20, allowNumericOnly: false };
const ok = { oldPassword: '123456', newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd!' };

describe('the password change rules', () => {
  it('takes the schema defaults when the tenant says nothing', () => {
    expect(passwordRulesOf({ registration: { mode: 'username' } })).toEqual(rules);
  });

  it('accepts a good change', () => {
    expect(passwordChangeProblems(ok, rules)).toEqual([]);
  });

  it.each([
    ['oldRequired', { oldPassword: '' }],
    ['tooShort', { newPassword: 'Ab1', confirmPassword: 'Ab1' }],
    ['tooLong', { newPassword: 'A'.repeat(21), confirmPassword: 'A'.repeat(21) }],
    ['numericOnly', { newPassword: '98765432', confirmPassword: '98765432' }],
    ['sameAsOld', { oldPassword: 'Passw0rd!' }],
    ['mismatch', { confirmPassword: 'Passw0rd?' }],
  ])('finds %s', (problem, change) => {
    expect(passwordChangeProblems({ ...ok, ...change }, rules)).toContain(problem);
  });

  it('allows digits only when the tenant does', () => {
    const digits = { ...ok, newPassword: '98765432', confirmPassword: '98765432' };
    expect(passwordChangeProblems(digits, { ...rules, allowNumericOnly: true })).toEqual([]);
  });
});
