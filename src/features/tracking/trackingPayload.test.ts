import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adCurrency,
  buildTrackingPayload,
  clickIdsOf,
  eventBody,
  randomEventId,
} from './trackingPayload';

describe('adCurrency (spec 5)', () => {
  it.each([
    ['PHP', 'PHP'],
    ['TLB', 'PHP'],
    ['TLBX', 'PHP'],
    ['VND1000', 'VND'],
    [' thb ', 'THB'],
    ['US', 'US'],
  ])('cuts %j to %j', (code, expected) => {
    expect(adCurrency(code)).toBe(expected);
  });
});

describe('buildTrackingPayload (spec 3)', () => {
  it('carries every named field, money in each of its names, and the click ids beside them', () => {
    const payload = buildTrackingPayload({
      event: 'FirstDeposit',
      eventID: 'e-1',
      customer: { id: '501', name: 'newplayer' },
      amount: 250,
      currency: 'TLB',
      clickIds: { fbclid: 'AbC', utm_source: 'ads' },
    });
    expect(payload).toEqual({
      event: 'FirstDeposit',
      customerId: '501',
      customerName: 'newplayer',
      revenue: 250,
      amount: 250,
      value: 250,
      currency: 'PHP',
      af_revenue: 250,
      af_currency: 'PHP',
      eventID: 'e-1',
      fbclid: 'AbC',
      utm_source: 'ads',
    });
  });

  it('has no customer and no money for a visitor event', () => {
    const payload = buildTrackingPayload({
      event: 'FirstOpen',
      eventID: 'e-2',
      customer: null,
      currency: 'VND',
      clickIds: {},
    });
    expect(payload).toMatchObject({ customerId: null, customerName: null, revenue: 0, value: 0 });
  });

  it('never lets a click id of the same name replace a named field', () => {
    const payload = buildTrackingPayload({
      event: 'Register',
      eventID: 'e-3',
      customer: { id: '7', name: 'x' },
      currency: 'PHP',
      clickIds: { currency: 'XXX', eventID: 'forged', event: 'FirstDeposit' },
    });
    expect(payload).toMatchObject({ currency: 'PHP', eventID: 'e-3', event: 'Register' });
  });

  it('counts a non-finite amount as 0', () => {
    const payload = buildTrackingPayload({
      event: 'FirstDeposit',
      eventID: 'e',
      customer: null,
      amount: Number.NaN,
      currency: 'PHP',
      clickIds: {},
    });
    expect(payload.revenue).toBe(0);
  });
});

describe('clickIdsOf', () => {
  it('joins the stored ad ids, the address click ids and the Meta cookies, skipping empties', () => {
    expect(
      clickIdsOf(
        { fbclid: 'AbC', fbc: 'not-a-cookie', gclid: 'G1' },
        { adid: 'A-1', idfa: '', gpsAdid: 'gps' },
        { fbc: 'fb.1.1767225600000.AbC', fbp: 'fb.1.1767225600000.42' },
      ),
    ).toEqual({
      adid: 'A-1',
      gpsAdid: 'gps',
      fbclid: 'AbC',
      gclid: 'G1',
      fbc: 'fb.1.1767225600000.AbC',
      fbp: 'fb.1.1767225600000.42',
    });
  });
});

describe('eventBody', () => {
  it('is the collect body: the merchant and the payload as a JSON string (spec 7)', () => {
    const payload = buildTrackingPayload({
      event: 'FirstOpen',
      eventID: 'e',
      customer: null,
      currency: 'PHP',
      clickIds: {},
    });
    const body = eventBody('demo', payload);
    expect(body.merchant).toBe('demo');
    expect(JSON.parse(body.value)).toEqual(payload);
  });
});

describe('randomEventId', () => {
  afterEach(() => vi.unstubAllGlobals());
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a fresh UUID each time', () => {
    const ids = new Set(Array.from({ length: 20 }, randomEventId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('is made from random bytes where randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff),
    });
    expect(randomEventId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
