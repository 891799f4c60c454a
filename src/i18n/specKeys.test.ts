import { describe, expect, it } from 'vitest';
import english from './messages/en.json';
import { SPEC_KEY_ALIASES, resolveSpecKeys, specKeyTargets } from './specKeys';

describe('the message keys the description names', () => {
  it('maps each to a catalogue id the English catalogue has', () => {
    const named = [
      'network_offline',
      'timeout_retry_please',
      'pwa_update_title',
      'pwa_update_msg',
      'a2hs_installing',
      'loading',
      'refresh',
    ];
    for (const key of named) expect(specKeyTargets(key).length, key).toBeGreaterThan(0);
    for (const [key, ids] of Object.entries(SPEC_KEY_ALIASES)) {
      for (const id of ids) expect(Object.keys(english), `${key} → ${id}`).toContain(id);
    }
  });

  it('moves a description-named translation to its catalogue id', () => {
    const resolved = resolveSpecKeys({
      network_offline: 'Bạn đang ngoại tuyến.',
      popup_blocked: 'Cửa sổ bị chặn',
      'nav.home': 'Trang chủ',
    });
    expect(resolved).toEqual({
      'notice.networkOffline': 'Bạn đang ngoại tuyến.',
      'social.error.popupBlocked': 'Cửa sổ bị chặn',
      'game.popupBlocked': 'Cửa sổ bị chặn',
      'nav.home': 'Trang chủ',
    });
  });

  it('keeps a translation under the catalogue id, and fills one left untranslated', () => {
    expect(
      resolveSpecKeys({ refresh: 'Tải lại', 'pwa.update.refresh': 'Làm mới' })[
        'pwa.update.refresh'
      ],
    ).toBe('Làm mới');
    expect(
      resolveSpecKeys({ 'pwa.update.refresh': '', refresh: 'Tải lại' })['pwa.update.refresh'],
    ).toBe('Tải lại');
    expect(resolveSpecKeys({ loading: 'Loading...' })['common.loading']).toBe('Loading...');
  });

  it('leaves other keys alone, even one named like an object property', () => {
    expect(specKeyTargets('toString')).toEqual([]);
    expect(resolveSpecKeys({ toString: 'x' })).toEqual({ toString: 'x' });
  });
});
