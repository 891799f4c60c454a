import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { ApiClient } from '../../api/client';
import type { LaunchInfo } from '../../config/launchInfo';
import { NoticeStore } from '../notices';
import { SystemStore, type StatusResponse } from './SystemStore';

const launch: LaunchInfo = {
  registration: { affiliateCode: 'www', referralCode: null, originalDomain: 'm.demo-casino.test' },
  adTracking: {},
  clickIds: {},
  from: null,
  tid: null,
  homescreen: false,
  fullscreen: true,
  language: null,
};

function setup(answer: () => Promise<StatusResponse>, secure = false) {
  const calls: Array<{ path: string; query: unknown }> = [];
  const api = {
    getJson: (path: string, options?: { query?: unknown }) => {
      calls.push({ path, query: options?.query });
      return answer();
    },
  } as unknown as ApiClient;
  const notices = new NoticeStore();
  const system = new SystemStore({
    api,
    notices,
    launch,
    location: () => new URL('https://m.demo-casino.test/m/home?x=1'),
    isSecureContext: secure,
  });
  return { system, notices, calls };
}

const ok = (data: StatusResponse['data']): Promise<StatusResponse> =>
  Promise.resolve({ errorCode: null, message: null, data });

describe('the status call at start', () => {
  it('asks with device MOBILE, the original domain and the page address', async () => {
    const { system, calls } = setup(() => ok({ maintenance: false }));
    await system.checkStatus();
    expect(calls[0]).toEqual({
      path: '/wps/v2/system/status',
      query: {
        device: 'MOBILE',
        track: undefined,
        originalDomain: 'm.demo-casino.test',
        url: 'https://m.demo-casino.test/m/home',
      },
    });
    expect(system.state).toBe('ok');
    expect(system.blocked).toBeNull();
  });

  it('blocks the site for maintenance and for restricted regions', async () => {
    const a = setup(() => ok({ maintenance: true }));
    await a.system.checkStatus();
    expect(a.system.blocked).toBe('maintenance');
    const b = setup(() => ok({ regionRestricted: true }));
    await b.system.checkStatus();
    expect(b.system.blocked).toBe('accessDenied');
  });

  it('opens the domain popup on domain_not_available, without a notice', async () => {
    const { system, notices } = setup(() =>
      Promise.resolve({ errorCode: 'domain_not_available', message: 'gone', data: null }),
    );
    await system.checkStatus();
    expect(system.domainPopupOpen).toBe(true);
    expect(notices.current).toBeNull();
    system.dismissDomainPopup();
    expect(system.domainPopupOpen).toBe(false);
  });

  it('shows the server message for another errorCode, or "Internet lost" without one', async () => {
    const a = setup(() =>
      Promise.resolve({ errorCode: 'site.closed', message: 'Closed tonight', data: null }),
    );
    await a.system.checkStatus();
    expect(a.notices.current?.message).toEqual({ text: 'Closed tonight' });
    const b = setup(() => Promise.resolve({ errorCode: 'site.closed', message: null, data: null }));
    await b.system.checkStatus();
    expect(b.notices.current?.message).toMatchObject({ id: 'notice.internetLost' });
  });

  it('says "Internet lost" for a failure on https and "Network Error / CORS Errors" on http', async () => {
    const fail = () =>
      Promise.reject(new ApiError({ path: '/wps/v2/system/status', kind: 'network' }));
    const https = setup(fail, true);
    await https.system.checkStatus();
    expect(https.notices.current?.message).toMatchObject({ id: 'notice.internetLost' });
    const http = setup(fail, false);
    await http.system.checkStatus();
    expect(http.notices.current?.message).toMatchObject({ id: 'notice.networkError' });
  });
});
