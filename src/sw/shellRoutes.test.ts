import { describe, expect, it } from 'vitest';
import { isApiCall, isShellNavigation } from './shellRoutes';
import { readWorkerContext } from './workerContext';

const at = (path: string) => new URL(path, 'https://m.demo-casino.test');

describe('which navigations the worker answers with the app shell', () => {
  it.each([
    '/m/',
    '/m/home',
    '/m/login?go=/m/home',
    '/m/index.html',
    '/m/register.html',
    '/m/member/home',
    '/m/activity',
  ])('%s: the shell', (path) => {
    expect(isShellNavigation(at(path), '/m/')).toBe(true);
  });

  it.each([
    '/wps/system/manifest.json',
    '/',
    '/other/home',
    '/m/demo-game.html',
    '/m/sw.js',
    '/m/asset-manifest.json',
    '/m/tenants/demo.json',
    '/m/tenants/vn-lotto.texts.VI.json',
    '/m/brand/demo/logo.svg',
    '/m/assets/index-abc.js',
  ])('%s: the network', (path) => {
    expect(isShellNavigation(at(path), '/m/')).toBe(false);
  });

  it('never caches the API', () => {
    expect(isApiCall(at('/wps/v2/system/status'))).toBe(true);
    expect(isApiCall(at('/m/home'))).toBe(false);
  });
});

describe('what the page tells the worker in its URL', () => {
  it('reads env and merchant', () => {
    expect(readWorkerContext('https://x.test/m/sw.js?env=preview&merchant=demo')).toEqual({
      env: 'preview',
      merchant: 'demo',
    });
  });

  it('counts anything else as prod, and no merchant as none', () => {
    expect(readWorkerContext('https://x.test/m/sw.js?env=staging')).toEqual({
      env: 'prod',
      merchant: null,
    });
  });
});
