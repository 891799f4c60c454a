import { describe, expect, it } from 'vitest';
import { createRecordingApi } from '../testing/sessionFakeApi';
import {
  buildCollectBeacon,
  collect,
  getCountryInfo,
  getDomainRoute,
  getWebManifest,
  registerGeetest,
} from './system';

describe('system calls', () => {
  it('gets the country info', async () => {
    const { api, calls } = createRecordingApi({ countries: [] });
    await getCountryInfo(api);
    expect(calls).toEqual([{ method: 'GET', path: '/wps/system/country', options: {} }]);
  });

  it('asks the domain route for the MOBILE device', async () => {
    const { api, calls } = createRecordingApi({ domainList: [] });
    await getDomainRoute(api);
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/wps/system/domainRoute',
      options: { query: { device: 'MOBILE' } },
    });
  });

  it('registers a captcha with the timestamp t', async () => {
    const { api, calls } = createRecordingApi({ gt: 'x' });
    await registerGeetest(api, { t: 1_767_225_600_000 });
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/wps/captcha/geetest',
      options: { query: { t: 1_767_225_600_000 } },
    });
  });

  it('posts a collect report without alerting', async () => {
    const { api, calls } = createRecordingApi(null);
    await expect(collect(api, { merchant: 'demo', value: '{"e":1}' })).resolves.toBeUndefined();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wps/system/collect',
        data: { merchant: 'demo', value: '{"e":1}' },
        options: { alert: false },
      },
    ]);
  });

  it('builds the beacon body with the merchant inside (a beacon sends no headers)', () => {
    expect(buildCollectBeacon({ merchant: 'demo', value: 'v' })).toEqual({
      url: '/wps/system/collect',
      body: '{"merchant":"demo","value":"v"}',
    });
  });

  it('reads the manifest as plain JSON with merchantCode', async () => {
    const { api, calls } = createRecordingApi({ name: 'Demo' });
    await getWebManifest(api, 'demo');
    expect(calls[0]).toEqual({
      method: 'GET_JSON',
      path: '/wps/system/manifest.json',
      options: { query: { merchantCode: 'demo' } },
    });
  });
});
