import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { loadMessages } from './loadMessages';
import en from './messages/en.json';

const raw = import.meta.glob<Record<string, string>>('./messages/*.json', {
  eager: true,
  import: 'default',
});

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
    for (const code of LANGUAGES) {
      const own = raw[`./messages/${code.toLowerCase()}.json`] ?? {};
      const merged = await loadMessages(code);
      for (const id of Object.keys(en)) {
        const expected = id in own && own[id] !== '' ? own[id] : en[id as keyof typeof en];
        expect(merged[id], `${code} ${id}`).toBe(expected);
      }
    }
  });
});
