import { describe, expect, it } from 'vitest';
import { createTenantRoot } from '../../testing/createTenantRoot';
import type { CaptchaRequest } from './CaptchaAdapter';
import { CaptchaError } from './CaptchaError';
import { createGeetestV3Adapter, GEETEST_V3_SCRIPT } from './geetestV3Adapter';
import type { GeetestV3Config, GeetestV3Validate } from './geetestTypes';
import { fakeInit, fakeScriptLoader, flush, recordingHost } from './testing/geetestFakes';

const REQUEST: CaptchaRequest = { flow: 'login', version: 'v3', language: 'en' };

/** The adapter for a tenant, its calls answered by a fresh demo API, gt.js faked. */
async function setUp(tenant = 'th-line') {
  const { root } = await createTenantRoot({ tenant, start: false });
  const gt = fakeInit<GeetestV3Config, GeetestV3Validate>();
  const scripts = fakeScriptLoader({ initGeetest: gt.init });
  const host = recordingHost();
  const adapter = createGeetestV3Adapter({
    api: root.api,
    clock: root.platform.clock,
    host: host.host,
    loadScript: scripts.load,
  });
  /** Resolves once initGeetest has handed its widget over. */
  const widget = async () => {
    await expect.poll(() => gt.widgets.length).toBeGreaterThan(0);
    return gt.widgets[0]!;
  };
  return { root, gt, scripts, host, adapter, widget };
}

describe('GeeTest v3', () => {
  describe('when the user solves it', () => {
    it('registers with our server, shows gt.js in bind mode and answers challenge and seccode', async () => {
      const { root, gt, scripts, host, adapter, widget } = await setUp();
      const solving = adapter.solve(REQUEST);
      expect(host.shown).toEqual([{ kind: 'vendor', status: 'loading' }]);

      const captcha = await widget();
      expect(scripts.loaded).toEqual([GEETEST_V3_SCRIPT]);
      expect(gt.configs[0]).toMatchObject({
        gt: root.tenant.captcha?.geetestId,
        offline: false,
        new_captcha: true,
        product: 'bind',
        lang: 'en',
      });
      expect(gt.configs[0]?.challenge).toMatch(/^[0-9a-f]{32}$/);

      captcha.emit('ready');
      expect(captcha.shown).toBe(1);
      expect(host.shown.at(-1)).toEqual({ kind: 'vendor', status: 'shown' });

      captcha.validate = {
        geetest_challenge: 'c'.repeat(32),
        geetest_validate: 'v'.repeat(32),
        geetest_seccode: `${'v'.repeat(32)}|jordan`,
      };
      captcha.emit('success');
      await expect(solving).resolves.toEqual({
        geetestChallenge: 'c'.repeat(32),
        geetestSeccode: `${'v'.repeat(32)}|jordan`,
      });
      expect(host.visible).toBe(false);
      expect(captcha.destroyed).toBe(1);
    });
  });

  describe('when the user closes it', () => {
    it('fails with verify_first', async () => {
      const { adapter, widget } = await setUp();
      const solving = adapter.solve(REQUEST);
      const captcha = await widget();
      captcha.emit('ready');
      captcha.emit('close');
      await expect(solving).rejects.toMatchObject({ code: 'verify_first' });
    });

    it('fails with verify_first when the store closes it from outside', async () => {
      const { adapter, host, widget } = await setUp();
      const solving = adapter.solve(REQUEST);
      await widget();
      host.cancel();
      await expect(solving).rejects.toMatchObject({ code: 'verify_first' });
    });
  });

  describe('when GeeTest reports an error', () => {
    it('fails as unavailable', async () => {
      const { adapter, widget } = await setUp();
      const solving = adapter.solve(REQUEST);
      (await widget()).emit('error', { msg: 'boom' });
      const error = await solving.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CaptchaError);
      expect(error).toMatchObject({
        code: 'unavailable',
        message: 'unknown_error: Geetest service not work',
      });
    });
  });

  describe('when our server has no GeeTest for the merchant', () => {
    it('fails as unavailable, never calling initGeetest', async () => {
      const { adapter, gt } = await setUp('ph-maya');
      await expect(adapter.solve(REQUEST)).rejects.toMatchObject({ code: 'unavailable' });
      await flush();
      expect(gt.configs).toEqual([]);
    });
  });

  describe('when gt.js cannot load', () => {
    it('fails as network', async () => {
      const { root } = await createTenantRoot({ tenant: 'th-line', start: false });
      const adapter = createGeetestV3Adapter({
        api: root.api,
        clock: root.platform.clock,
        host: recordingHost().host,
        loadScript: fakeScriptLoader({}).load,
      });
      await expect(adapter.solve(REQUEST)).rejects.toMatchObject({ code: 'network' });
    });
  });
});
