import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../vite/messagesPlugin.ts';
import { checkCatalogues, pruneStale } from './i18nCatalogues.ts';

/** The description's message keys (src/i18n/specKeys.ts) in the build and in the check. */
describe('a catalogue keyed by the description names', () => {
  it('applies in the build: a catalogue keyed by the description names ships under the ids', () => {
    const fallback = { 'notice.networkOffline': 'You are offline.', 'nav.home': 'Home' };
    const vi = compileCatalogue(
      { network_offline: 'Bạn đang ngoại tuyến.' },
      '/x/vi.json',
      fallback,
    );
    expect(vi).toEqual(
      compileCatalogue(
        { 'notice.networkOffline': 'Bạn đang ngoại tuyến.', 'nav.home': 'Home' },
        '/x/en.json',
      ),
    );
  });

  it('passes the catalogue check as its id, and is checked as that id', () => {
    const extracted = { 'notice.networkOffline': { defaultMessage: 'You are offline.' } };
    const en = {
      code: 'EN' as const,
      file: 'en.json',
      messages: { 'notice.networkOffline': 'You are offline.' },
    };
    const vi = (messages: Record<string, string>) => ({
      code: 'VI' as const,
      file: 'vi.json',
      messages,
    });
    expect(
      checkCatalogues(extracted, [en, vi({ network_offline: 'Ngoại tuyến' })]).problems,
    ).toEqual([]);
    const broken = checkCatalogues(extracted, [en, vi({ network_offline: 'Ngoại {tuyến' })]);
    expect(broken.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('"notice.networkOffline": invalid ICU message'),
    ]);
    expect(pruneStale({ network_offline: 'x', gone: 'y' }, en.messages).removed).toEqual(['gone']);
  });
});
