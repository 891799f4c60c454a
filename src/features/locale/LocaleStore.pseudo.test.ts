import { describe, expect, it } from 'vitest';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { PSEUDO_KEY } from './LocaleStore';

function text(messages: unknown, id: string): string {
  const message = (messages as Record<string, unknown>)[id];
  return JSON.stringify(message);
}

describe('pseudo-locales', () => {
  describe('on a local host or preview build, with ?lang=en-XA', () => {
    it('shows every message accented and bracketed, left to right, and tells the server EN', async () => {
      const { root } = await createTenantRoot({ language: 'EN-XA', pseudoLocales: true });
      expect(root.locale.pseudo).toBe('EN-XA');
      expect(root.locale.language).toBe('EN');
      expect(text(root.locale.messages, 'auth.dialog.close')).toContain('[');
      expect(text(root.locale.messages, 'auth.dialog.close')).toContain('Çļöšé');
      expect(root.locale.dir).toBe('ltr');
      expect(document.documentElement).toHaveAttribute('lang', 'en-XA');
    });
  });

  describe('with ?lang=ar-XB', () => {
    it('turns the page right to left', async () => {
      const { root } = await createTenantRoot({ language: 'AR-XB', pseudoLocales: true });
      expect(root.locale.dir).toBe('rtl');
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      expect(document.documentElement).toHaveAttribute('lang', 'ar-XB');
      expect(text(root.locale.messages, 'auth.dialog.close')).toContain('\u202eClose');
    });
  });

  describe('on a merchant domain (a production build)', () => {
    it('ignores ?lang=en-XA: the tenant default language, its own messages', async () => {
      const { root } = await createTenantRoot({ language: 'EN-XA' });
      expect(root.locale.pseudo).toBeNull();
      expect(root.locale.language).toBe('EN');
      expect(root.locale.messages?.['auth.dialog.close']).toBe('Close');
      expect(document.documentElement).toHaveAttribute('lang', 'en');
      expect(root.platform.session.get(PSEUDO_KEY)).toBeNull();
    });
  });

  describe('when QA then picks a language from the header', () => {
    it('leaves the pseudo-locale', async () => {
      const { root } = await createTenantRoot({ language: 'AR-XB', pseudoLocales: true });
      await root.locale.setLanguage('EN');
      expect(root.locale.pseudo).toBeNull();
      expect(root.locale.dir).toBe('ltr');
      expect(root.locale.messages?.['auth.dialog.close']).toBe('Close');
      expect(root.platform.session.get(PSEUDO_KEY)).toBeNull();
    });
  });
});
