import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry } from '../../api/calls/support';
import { encodeCsPath } from '../../config/csPath';
import { chatList, decodeEntry, entriesForLabel } from './supportEntries';

const KEY = 'Ab3dEf7h';

function entry(
  name: string,
  labelIds: number[] = [],
  overrides: Partial<CustomerServiceEntry> = {},
): CustomerServiceEntry {
  return {
    name,
    path: encodeCsPath(`https://chat.example.test/${encodeURIComponent(name)}`, KEY),
    csType: 'LIVECHAT',
    csPosition: 0,
    labelIds,
    ...overrides,
  };
}

const general = entry('general');
const payments = entry('payments');
const gold = entry('gold', [3]);
const goldAndDiamond = entry('gold and diamond', [3, 4]);
const all = [general, gold, payments, goldAndDiamond];

const names = (list: readonly { name: string | null }[]) => list.map((e) => e.name);

describe('the VIP label rule (spec 5)', () => {
  it('gives a visitor (no label) the entries without labels only', () => {
    expect(names(entriesForLabel(all, null))).toEqual(['general', 'payments']);
  });

  it('gives a member whose label no entry names the entries without labels', () => {
    expect(names(entriesForLabel(all, 1))).toEqual(['general', 'payments']);
  });

  it('replaces them with every entry naming the label, when any does', () => {
    expect(names(entriesForLabel(all, 3))).toEqual(['gold', 'gold and diamond']);
    expect(names(entriesForLabel(all, 4))).toEqual(['gold and diamond']);
  });

  it('treats an entry without labelIds as one for everyone', () => {
    const { labelIds: _none, ...bare } = general;
    expect(names(entriesForLabel([bare as CustomerServiceEntry, gold], 2))).toEqual(['general']);
  });
});

describe('decoding an entry', () => {
  it('decodes the path with its last 8 characters as the key (src/config/csPath)', () => {
    const decoded = decodeEntry(
      entry('x', [], { path: encodeCsPath('https://kf.example.test/Web/im.aspx?a=1', KEY) }),
    );
    expect(decoded?.address).toBe('https://kf.example.test/Web/im.aspx?a=1');
    expect(decoded?.kind).toBe('LIVECHAT');
  });

  it('drops a path that does not decode, and one that is not https', () => {
    expect(decodeEntry(entry('x', [], { path: 'not+a/path==12345678' }))).toBeNull();
    expect(
      decodeEntry(entry('x', [], { path: encodeCsPath('http://chat.example.test/', KEY) })),
    ).toBeNull();
    expect(
      decodeEntry(entry('x', [], { path: encodeCsPath('javascript:alert(1)', KEY) })),
    ).toBeNull();
  });
});

describe('the member list', () => {
  it('sorts by csPosition, equal positions in the order given', () => {
    const list = chatList(
      [
        entry('third', [], { csPosition: 5 }),
        entry('first', [], { csPosition: 0 }),
        entry('second', [], { csPosition: 0 }),
      ],
      null,
    );
    expect(names(list.entries)).toEqual(['first', 'second', 'third']);
  });

  it('does not let a broken VIP entry hide the general ones', () => {
    const broken = entry('gold', [3], { path: 'broken!path' });
    const list = chatList([general, broken], 3);
    expect(names(list.entries)).toEqual(['general']);
    expect(list.undecodable).toEqual(['gold']);
  });

  it('gives desks that share one chat a line each, and the one chat', () => {
    const shared = { path: general.path };
    const list = chatList(
      [general, entry('deposits', [], shared), entry('withdrawals', [], shared), payments],
      null,
    );
    expect(names(list.entries)).toEqual(['general', 'deposits', 'withdrawals', 'payments']);
    const [first, second, third, other] = list.entries;
    expect(new Set(list.entries.map((e) => e.key)).size).toBe(4);
    expect([second!.id, third!.id]).toEqual([first!.id, first!.id]);
    expect(first!.key).toBe(first!.id);
    expect(other!.key).toBe(other!.id);
  });
});
