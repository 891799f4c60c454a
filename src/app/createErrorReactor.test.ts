import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../api/errorCatalogue';
import { SessionStore } from '../features/auth';
import { NoticeStore, noticeMessages } from '../features/notices';
import { createMemoryStore } from '../platform/storage';
import { renderWithTenant } from '../testing/renderWithTenant';
import {
  AUTO_LOGIN_KEY,
  createErrorReactor,
  LINE_LOGIN_STATE_KEY,
  LINE_SESSION_TOKEN_KEY,
  REMEMBERED_LOGIN_KEY,
} from './createErrorReactor';
import { NavigationRequest } from './NavigationRequest';

function setup() {
  const local = createMemoryStore({
    [LINE_SESSION_TOKEN_KEY]: 'line-1',
    [LINE_LOGIN_STATE_KEY]: '{"name":"Ana","picture":"","lineSessionToken":"line-1"}',
    [REMEMBERED_LOGIN_KEY]: '{"type":"username"}',
  });
  const notices = new NoticeStore();
  const session = new SessionStore(createMemoryStore(), 'demo', {
    token: 't-1',
    merchantCode: 'demo',
  });
  const navigation = new NavigationRequest();
  const seen = { cacheClears: 0, domainPopups: 0 };
  const reactor = createErrorReactor({
    notices,
    session,
    navigation,
    local,
    system: () => ({ showDomainUnavailable: () => void (seen.domainPopups += 1) }),
    clearCaches: () => void (seen.cacheClears += 1),
  });
  return { reactor, local, notices, session, navigation, seen };
}

describe('the catalogue messages', () => {
  it('are declared for translation with the same English', () => {
    const declared = new Map(Object.values(noticeMessages).map((m) => [m.id, m.defaultMessage]));
    for (const message of Object.values(catalogueMessages))
      expect(declared.get(message.id)).toBe(message.defaultMessage);
  });
});

describe("the app's error reactions", () => {
  it('show a catalogue message as its declared descriptor, and a server text as is', () => {
    const { reactor, notices } = setup();
    reactor.notify(catalogueMessages.pleaseLogin);
    reactor.notify({ text: 'Betting closed' }, { durationMs: 1500 });
    expect(notices.queue.map((n) => [n.message, n.durationMs])).toEqual([
      [noticeMessages.pleaseLogin, undefined],
      [{ text: 'Betting closed' }, 1500],
    ]);
  });

  it('log out by clearing the session and every cache', () => {
    const { reactor, session, seen } = setup();
    reactor.logout();
    expect(session.isLoggedIn).toBe(false);
    expect(seen.cacheClears).toBe(1);
  });

  it('ask the app to go to /m/login', () => {
    const { reactor, navigation } = setup();
    reactor.goToLogin();
    expect(navigation.pending?.path).toBe('/login');
  });

  it('turn auto-login off and forget the LINE token and the remembered login', () => {
    const { reactor, local } = setup();
    reactor.disableAutoLogin();
    reactor.removeLineSessionToken();
    reactor.removeRememberedLogin();
    expect(local.get(AUTO_LOGIN_KEY)).toBe('0');
    expect(local.get(LINE_SESSION_TOKEN_KEY)).toBeNull();
    expect(local.get(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('forget the LINE login state with its token: nothing of it is left to sign in with', () => {
    const { reactor, local } = setup();
    reactor.removeLineSessionToken();
    expect(local.get(LINE_SESSION_TOKEN_KEY)).toBeNull();
    expect(local.get(LINE_LOGIN_STATE_KEY)).toBeNull();
  });

  it('open the domain popup', () => {
    const { reactor, seen } = setup();
    reactor.domainNotAvailable();
    expect(seen.domainPopups).toBe(1);
  });
});

describe('when a member’s call answers 401', () => {
  it('logs out, says "Please login" and goes to /m/login, even from a public page', async () => {
    // A call nothing at start makes (the member's bank cards): the start's own member-data
    // calls answer as usual, so the page is the register page when the 401 comes.
    const { root } = await renderWithTenant(
      { path: '/register' },
      { session: 'member', faults: [{ path: '/wps/member/bankcard', status: 401 }] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    await expect(root.api.get('/wps/member/bankcard')).rejects.toMatchObject({ status: 401 });
    const notice = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(within(notice).getByText('Please login')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(root.session.isLoggedIn).toBe(false);
  });
});

describe('when any call answers domain_not_available', () => {
  it('opens the domain popup, without a notice', async () => {
    const { root } = await renderWithTenant(
      { path: '/home' },
      {
        session: 'member',
        faults: [{ path: '/wps/member/info', errorCode: 'domain_not_available' }],
      },
    );
    await expect(root.api.get('/wps/member/info')).rejects.toMatchObject({
      errorCode: 'domain_not_available',
    });
    expect(root.system.domainPopupOpen).toBe(true);
    expect(root.notices.current).toBeNull();
  });
});
