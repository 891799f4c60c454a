import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './ApiError';
import { SECURE_CONTEXT_REQUIRED } from './crypto/constants';
import { applyCatalogue, catalogueMessages, reactionsFor } from './errorCatalogue';
import { createRecordingReactor } from './testing/testSupport';

const https = { secure: true, online: true };
const http = { secure: false, online: true };

const server = (errorCode: string, message: string | null = null) =>
  new ApiError({ path: '/wps/x', kind: 'server', status: 200, errorCode, message });
const status = (code: number, message: string | null = null) =>
  new ApiError({ path: '/wps/x', kind: 'http', status: code, errorCode: `http.${code}`, message });
const noAnswer = (kind: ApiErrorKind) => new ApiError({ path: '/wps/x', kind });

describe('the error catalogue (spec 8)', () => {
  it('tells the member to use https when an encrypted call could not be made (no WebCrypto)', () => {
    const refused = new ApiError({
      path: '/wps/session/login',
      kind: 'encryption',
      errorCode: SECURE_CONTEXT_REQUIRED,
    });
    for (const context of [http, https]) {
      expect(reactionsFor(refused, context)).toEqual([{ notify: catalogueMessages.httpsRequired }]);
    }
    expect(catalogueMessages.httpsRequired.defaultMessage).toMatch(/https:\/\//);
  });

  it('opens the domain popup for domain_not_available, and nothing else', () => {
    expect(reactionsFor(server('domain_not_available', 'gone'), https)).toEqual([
      'domainNotAvailable',
    ]);
  });

  it('turns auto-login off for token_ip_different, then shows the server message', () => {
    expect(reactionsFor(server('token_ip_different', 'IP changed'), https)).toEqual([
      'disableAutoLogin',
      { notifyServerMessage: catalogueMessages.unknownError },
    ]);
  });

  it.each(['customer.not.login', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'])(
    'logs out, says "please login" and goes to /m/login for %s',
    (code) => {
      expect(reactionsFor(server(code, 'expired'), https)).toEqual([
        'logout',
        { notify: catalogueMessages.pleaseLogin, sessionNotice: true },
        'goToLogin',
      ]);
    },
  );

  it('does the same for HTTP 401', () => {
    expect(reactionsFor(status(401), https)).toEqual([
      'logout',
      { notify: catalogueMessages.pleaseLogin, sessionNotice: true },
      'goToLogin',
    ]);
  });

  it('clears the stored session for login.not.session, then logs out', () => {
    expect(reactionsFor(server('login.not.session'), https)).toEqual([
      'clearSession',
      'logout',
      { notify: catalogueMessages.pleaseLogin, sessionNotice: true },
      'goToLogin',
    ]);
  });

  it('rejects HTTP 502 silently', () => {
    expect(reactionsFor(status(502, 'Bad gateway'), https)).toEqual([]);
  });

  it('shows nothing for codes starting with TOO_MANY_REQUEST', () => {
    expect(reactionsFor(server('TOO_MANY_REQUEST_MEMBER', 'slow down'), https)).toEqual([]);
  });

  it.each(['login.cred.err', 'not.exists.user'])(
    'removes the remembered login for %s and still shows the server message',
    (code) => {
      expect(reactionsFor(server(code, 'Wrong password'), https)).toEqual([
        'removeRememberedLogin',
        { notifyServerMessage: catalogueMessages.unknownError },
      ]);
    },
  );

  it('removes the stored LINE session token for line_invalid_token', () => {
    expect(reactionsFor(server('line_invalid_token'), https)[0]).toBe('removeLineSessionToken');
  });

  it('says "Network Error / CORS Errors" when a call on plain http gets no answer', () => {
    expect(reactionsFor(noAnswer('network'), http)).toEqual([
      { notify: catalogueMessages.networkError },
    ]);
    expect(reactionsFor(noAnswer('timeout'), http)).toEqual([
      { notify: catalogueMessages.networkError },
    ]);
  });

  it('shows the network-offline notice for 1.5 s when offline on https', () => {
    expect(reactionsFor(noAnswer('network'), { secure: true, online: false })).toEqual([
      { notify: catalogueMessages.networkOffline, durationMs: 1500 },
    ]);
  });

  it('shows nothing for a call its caller aborted', () => {
    expect(reactionsFor(noAnswer('aborted'), http)).toEqual([]);
  });

  it('answers other errors with the server message, or "Unknown error"', () => {
    expect(reactionsFor(status(500, 'Boom'), https)).toEqual([
      { notifyServerMessage: catalogueMessages.unknownError },
    ]);
    expect(reactionsFor(noAnswer('network'), https)).toEqual([
      { notifyServerMessage: catalogueMessages.unknownError },
    ]);
  });
});

describe('applying the catalogue', () => {
  it('notifies with the server text when there is one', () => {
    const reactor = createRecordingReactor();
    applyCatalogue(status(500, 'Boom'), reactor, { ...https, alert: true });
    expect(reactor.calls).toEqual([{ do: 'notify', message: { text: 'Boom' } }]);
  });

  it('notifies "Unknown error" when the server said nothing', () => {
    const reactor = createRecordingReactor();
    applyCatalogue(status(500), reactor, { ...https, alert: true });
    expect(reactor.calls).toEqual([{ do: 'notify', message: catalogueMessages.unknownError }]);
  });

  describe('with alert: false', () => {
    it('drops the notices but still logs out and goes to /m/login', () => {
      const reactor = createRecordingReactor();
      applyCatalogue(status(500, 'Boom'), reactor, { ...https, alert: false });
      expect(reactor.names()).toEqual([]);
      applyCatalogue(status(401), reactor, { ...https, alert: false });
      expect(reactor.names()).toEqual(['logout', 'goToLogin']);
    });

    it.each([status(401), server('customer.not.login', 'expired')])(
      'still says "please login" before /m/login when the session the call carried ended (%s)',
      (error) => {
        const reactor = createRecordingReactor();
        applyCatalogue(error, reactor, { ...https, sessionLive: true, alert: false });
        expect(reactor.calls).toEqual([
          { do: 'logout' },
          { do: 'notify', message: catalogueMessages.pleaseLogin },
          { do: 'goToLogin' },
        ]);
      },
    );

    it('keeps other notices quiet even with a live session', () => {
      const reactor = createRecordingReactor();
      applyCatalogue(status(500, 'Boom'), reactor, { ...https, sessionLive: true, alert: false });
      expect(reactor.names()).toEqual([]);
    });
  });

  it('goes on with the other reactions when one throws', async () => {
    const reactor = createRecordingReactor();
    reactor.logout = () => {
      throw new Error('store broke');
    };
    const uncaught: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (fn) =>
      original(() => {
        try {
          fn();
        } catch (error) {
          uncaught.push(error);
        }
      });
    try {
      applyCatalogue(status(401), reactor, { ...https, alert: true });
      await Promise.resolve();
    } finally {
      globalThis.queueMicrotask = original;
    }
    expect(reactor.names()).toEqual(['notify', 'goToLogin']);
    expect(uncaught).toEqual([new Error('store broke')]);
  });
});
