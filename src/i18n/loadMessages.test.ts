import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { loadMessages } from './loadMessages';
import en from './messages/en.json';

describe('loadMessages', () => {
  it('loads English as written', async () => {
    expect(await loadMessages('EN')).toEqual(en);
  });

  it('gives every supported language every English id', async () => {
    for (const code of LANGUAGES) {
      expect(Object.keys(await loadMessages(code)).sort(), code).toEqual(Object.keys(en).sort());
    }
  });

  it('uses the translation where there is one and English elsewhere', async () => {
    const vi = await loadMessages('VI');
    expect(vi['status.maintenance.title']).toBe('Bảo trì hệ thống');
    const km = await loadMessages('KM');
    expect(km['status.maintenance.title']).toBe(en['status.maintenance.title']);
  });
});
