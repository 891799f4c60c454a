// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkSameOriginWrite, headersOf, refuseForeignWrite } from './sameOriginWrite.ts';
import type { WriteRequest } from './sameOriginWrite.ts';

const HOST = '127.0.0.1:5173';

function write(headers: Record<string, string>, method = 'POST'): WriteRequest {
  return { method, headers: { host: HOST, ...headers } };
}

describe('the same-origin check of the developer tools’ writes', () => {
  it('refuses a cross-site page’s text/plain POST (the form or fetch a CSRF page sends)', () => {
    const verdict = checkSameOriginWrite(
      write({
        origin: 'https://evil.example',
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': '20',
        'sec-fetch-site': 'cross-site',
      }),
    );
    expect(verdict).toMatchObject({ ok: false, status: 403 });
  });

  it('refuses another origin even with a JSON body, and the opaque origin null', () => {
    const json = { 'content-type': 'application/json', 'content-length': '2' };
    for (const origin of ['https://evil.example', 'http://127.0.0.1:4173', 'null']) {
      expect(checkSameOriginWrite(write({ ...json, origin }))).toMatchObject({ status: 403 });
    }
  });

  it('refuses a write another site sent by Sec-Fetch-Site, when there is no Origin', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(checkSameOriginWrite(write({ 'sec-fetch-site': site }, 'DELETE'))).toMatchObject({
        ok: false,
        status: 403,
      });
    }
  });

  it('refuses a body that is text/plain, a form or untyped, even from its own page', () => {
    const own = { origin: `http://${HOST}`, 'content-length': '12' };
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      expect(checkSameOriginWrite(write({ ...own, 'content-type': type }))).toMatchObject({
        ok: false,
        status: 415,
      });
    }
    expect(checkSameOriginWrite(write(own))).toMatchObject({ ok: false, status: 415 });
    expect(
      checkSameOriginWrite(write({ origin: `http://${HOST}`, 'transfer-encoding': 'chunked' })),
    ).toMatchObject({ ok: false, status: 415 });
  });

  it('lets its own page write JSON, and a tool without a browser (no Origin)', () => {
    const json = { 'content-type': 'application/json; charset=utf-8', 'content-length': '20' };
    expect(
      checkSameOriginWrite(
        write({ ...json, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }),
      ),
    ).toEqual({ ok: true });
    expect(checkSameOriginWrite(write(json))).toEqual({ ok: true });
    // DELETE /__demo/faults: no body, no type.
    expect(checkSameOriginWrite(write({ origin: `http://${HOST}` }, 'DELETE'))).toEqual({
      ok: true,
    });
  });

  it('never stands in the way of a read', () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(checkSameOriginWrite(write(evil, 'GET'))).toEqual({ ok: true });
    expect(checkSameOriginWrite(write(evil, 'HEAD'))).toEqual({ ok: true });
  });

  it('reads fetch Headers too', () => {
    const headers = headersOf(
      new Headers({ Origin: 'https://evil.example', Host: HOST, 'Content-Type': 'text/plain' }),
    );
    expect(checkSameOriginWrite({ method: 'PUT', headers })).toMatchObject({ status: 403 });
  });

  it('answers a refused write itself, with the reason, and leaves an allowed one alone', () => {
    const written: { status?: number; headers?: Record<string, string>; body?: string } = {};
    const response = {
      writeHead: (status: number, headers: Record<string, string>) =>
        Object.assign(written, { status, headers }),
      end: (body: string) => Object.assign(written, { body }),
    };
    const evil = write({ origin: 'https://evil.example', 'content-type': 'text/plain' });
    expect(refuseForeignWrite(evil, response)).toBe(true);
    expect(written.status).toBe(403);
    expect(JSON.parse(written.body ?? '{}')).toMatchObject({
      success: false,
      errorCode: 'write.refused',
      message: expect.stringContaining('https://evil.example') as unknown,
    });
    const fresh = { writeHead: () => expect.unreachable(), end: () => expect.unreachable() };
    expect(refuseForeignWrite(write({ 'content-type': 'application/json' }), fresh)).toBe(false);
  });
});
