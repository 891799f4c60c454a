import { describe, expect, it } from 'vitest';
import { createFakeWindowMessages, listenFrom, originOf } from './messages';

describe('listenFrom', () => {
  it('passes on only messages from the expected origin', () => {
    const messages = createFakeWindowMessages();
    const seen: unknown[] = [];
    listenFrom(messages, { origin: 'https://tg.example.test/common/page.html' }, (d) =>
      seen.push(d),
    );
    messages.post({ origin: 'https://tg.example.test', data: 'ok', source: null });
    messages.post({ origin: 'https://evil.test', data: 'evil', source: null });
    messages.post({ origin: 'null', data: 'opaque', source: null });
    messages.post({ origin: 'http://tg.example.test', data: 'plain http', source: null });
    expect(seen).toEqual(['ok']);
  });

  it('with a source, passes on only that window', () => {
    const messages = createFakeWindowMessages();
    const popup = {};
    const seen: unknown[] = [];
    listenFrom(messages, { origin: 'https://a.test', source: () => popup }, (d) => seen.push(d));
    messages.post({ origin: 'https://a.test', data: 'other window', source: {} });
    messages.post({ origin: 'https://a.test', data: 'popup', source: popup });
    expect(seen).toEqual(['popup']);
  });

  it('stops when unsubscribed', () => {
    const messages = createFakeWindowMessages();
    const stop = listenFrom(messages, { origin: 'https://a.test' }, () => undefined);
    expect(messages.listeners()).toBe(1);
    stop();
    expect(messages.listeners()).toBe(0);
  });

  it('accepts nothing when the expected origin is not an http(s) address', () => {
    const messages = createFakeWindowMessages();
    const seen: unknown[] = [];
    listenFrom(messages, { origin: 'javascript:x' }, (d) => seen.push(d));
    messages.post({ origin: 'null', data: 'x', source: null });
    expect(seen).toEqual([]);
  });
});

describe('originOf', () => {
  it('reads the origin of http(s) addresses only', () => {
    expect(originOf('https://a.test:8443/x?y')).toBe('https://a.test:8443');
    expect(originOf('data:text/html,hi')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
