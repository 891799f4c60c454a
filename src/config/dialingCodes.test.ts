import { describe, expect, it } from 'vitest';
import { tenantByCode } from '../testing/tenants';
import { dialingCodesFor } from './dialingCodes';

const COUNTRY = {
  countryDialingCode: '+92',
  countries: [
    { countryDialingCode: '+92' },
    { countryDialingCode: '+63' },
    { countryDialingCode: '+84' },
    { countryDialingCode: '+63' },
  ],
};

describe('the calling codes of a mobile number', () => {
  it('flag UPDATEMOBILEICC3 off: the merchant’s own code only, the server’s first', () => {
    const demo = tenantByCode('demo');
    expect(demo.flags.UPDATEMOBILEICC3).toBe(false);
    expect(dialingCodesFor(demo, null)).toEqual(['+63']);
    expect(dialingCodesFor(demo, { countryDialingCode: '+66', countries: [] })).toEqual(['+66']);
    const listed = {
      ...demo,
      auth: {
        ...demo.auth,
        sms: { ...demo.auth.sms!, countryDialingCodes: ['+84', '+63'] as [string, ...string[]] },
      },
    };
    expect(dialingCodesFor(listed, null)).toEqual(['+84']);
  });

  it('on: the countries of the country call, own first, once each; the tenant file’s until then', () => {
    const urdu = tenantByCode('pk-urdu');
    expect(urdu.flags.UPDATEMOBILEICC3).toBe(true);
    expect(dialingCodesFor(urdu, null)).toEqual(['+92']);
    expect(dialingCodesFor(urdu, COUNTRY)).toEqual(['+92', '+63', '+84']);
  });
});
