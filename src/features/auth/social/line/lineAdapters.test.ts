import { describe, expect, it } from 'vitest';
import { fakeLine } from './fakeLine';
import { addressAfterLineReturn, readLineReturn } from './lineReturn';
import { realLine } from './realLine';

const request = {
  clientId: '1650000000',
  redirectUri: 'https://m.demo-casino.test/m/home',
  state: 'abc_DEF-123',
};

describe('the real LINE adapter', () => {
  it('sends the member to LINE Login v2.1 with code, profile openid and the state', () => {
    const url = realLine.authorizeUrl(request);
    expect(url).toBe(
      'https://access.line.me/oauth2/v2.1/authorize?response_type=code&client_id=1650000000' +
        '&redirect_uri=https%3A%2F%2Fm.demo-casino.test%2Fm%2Fhome&state=abc_DEF-123' +
        '&scope=profile%20openid',
    );
  });
});

describe('the fake LINE adapter', () => {
  it('goes straight back to /m/home with the demo code and the state', () => {
    expect(fakeLine.authorizeUrl(request)).toBe(
      'https://m.demo-casino.test/m/home?code=demo-line-code&state=abc_DEF-123',
    );
  });
});

describe('readLineReturn', () => {
  const at = (path: string) => new URL(path, 'https://m.demo-casino.test');

  it('reads code and state on /m/home', () => {
    expect(readLineReturn(at('/m/home?code=c1&state=s1'))).toEqual({
      kind: 'code',
      code: 'c1',
      state: 's1',
    });
  });

  it('reads an error that carries a state', () => {
    expect(readLineReturn(at('/m/home?error=ACCESS_DENIED&state=s1'))).toEqual({
      kind: 'error',
      error: 'ACCESS_DENIED',
      description: null,
      state: 's1',
    });
  });

  it('leaves other pages and other queries alone (launchGame has its own code)', () => {
    expect(readLineReturn(at('/m/launchGame?code=lobby&state=x'))).toBeNull();
    expect(readLineReturn(at('/m/home?code=c1'))).toBeNull();
    expect(readLineReturn(at('/m/home?error=x'))).toBeNull();
  });
});

describe('addressAfterLineReturn', () => {
  it('drops what LINE added and puts the go target back', () => {
    const url = new URL('https://m.demo-casino.test/m/home?code=c&state=s&tenant=demo&lang=TH');
    expect(addressAfterLineReturn(url, '/m/launchGame?code=1')).toBe(
      '/m/home?tenant=demo&lang=TH&go=%2Fm%2FlaunchGame%3Fcode%3D1',
    );
    expect(addressAfterLineReturn(url, null)).toBe('/m/home?tenant=demo&lang=TH');
  });
});
