// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeCsPath } from '../../src/config/csPath.ts';
import { checkCsPaths, checkHttpsUrls, isHttpsUrl } from './urlChecks.ts';

describe('checkHttpsUrls', () => {
  it('reports every http:// string wherever it is, and nothing else', () => {
    const tenant = {
      template: { h5_logo: '/m/logo.svg', splash: 'HTTP://cdn.test/s.png' },
      links: [{ url: 'https://a.test' }, { url: 'http://b.test/x' }],
      'a/b': 'http://c.test',
      text: 'see http://d.test',
    };
    expect(checkHttpsUrls(tenant).map((i) => `${i.pointer}: ${i.message}`)).toEqual([
      '/template/splash: must use https (got "HTTP://cdn.test/s.png")',
      '/links/1/url: must use https (got "http://b.test/x")',
      '/a~1b: must use https (got "http://c.test")',
    ]);
  });
});

describe('checkCsPaths', () => {
  const entry = (path: string) => ({
    customerService: [{ name: 'Chat', path, csType: 'LIVECHAT' }],
  });

  it('accepts a path that decodes to an https address', () => {
    expect(checkCsPaths(entry(encodeCsPath('https://chat.x.test/live', 'Ab12Cd34')))).toEqual([]);
  });

  it('refuses a path that does not decode', () => {
    expect(checkCsPaths(entry('L+xYxGSRreXgkCiQ/abcdEFGH'))[0]?.message).toBe(
      "cannot be decoded as a customer-service path; make one with 'npm run cs:encode -- <https URL>'",
    );
  });

  it('refuses a path that decodes to something other than https', () => {
    const issues = checkCsPaths(entry(encodeCsPath('http://chat.x.test/live', 'Ab12Cd34')));
    expect(issues.map((i) => `${i.pointer}: ${i.message}`)).toEqual([
      `/customerService/0/path: decodes to "http://chat.x.test/live", which is not an https URL; encode the https address with 'npm run cs:encode'`,
    ]);
  });
});

describe('isHttpsUrl', () => {
  it('accepts only absolute https addresses', () => {
    expect(isHttpsUrl('https://chat.x.test/a?b=1')).toBe(true);
    expect(isHttpsUrl('http://chat.x.test')).toBe(false);
    expect(isHttpsUrl('/m/chat')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
  });
});
