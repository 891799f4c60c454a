import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStudioSession } from '../studioApi';
import { CSRF, fakeTeamServer, operator } from './fakeTeamServer';
import type { FakeTeamOptions } from './fakeTeamServer';
import { StudioApp } from './TeamApp';

// The machine runs other suites beside these: a second of waiting is not always enough.
configure({ asyncUtilTimeout: 5000 });

function start(options: FakeTeamOptions) {
  const server = fakeTeamServer(options);
  vi.stubGlobal('fetch', server.fetch);
  render(<StudioApp />);
  return server;
}

beforeEach(() => {
  location.hash = '';
});
afterEach(() => {
  setStudioSession(null, null);
  vi.unstubAllGlobals();
});

describe('the studio page', () => {
  it('is the developer studio when the server has no session call (npm run studio)', async () => {
    start({ dev: true, codes: [] });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New merchant…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Studio' })).not.toBeInTheDocument();
  });

  it('on the dev server asks for no session at all', async () => {
    const server = fakeTeamServer({ dev: true, codes: [] });
    vi.stubGlobal('fetch', server.fetch);
    render(<StudioApp devServer />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('session');
  });

  it('asks a team operator to sign in, and says a wrong password', async () => {
    const server = start({
      operators: [operator('ann@example.com', 'editor', ['demo'])],
      passwords: { 'ann@example.com': 'correct horse battery' },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(server.callsTo('POST', 'sign-in')[0]?.body).toEqual({
      email: 'ann@example.com',
      password: 'wrong',
    });
  });

  it('signs in, shows who is signed in, and signs out', async () => {
    const server = start({
      operators: [operator('rob@example.com', 'reviewer', ['demo', 'vn-lotto'])],
      passwords: { 'rob@example.com': 'correct horse battery' },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'rob@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const who = await screen.findByLabelText('Signed in');
    expect(who).toHaveTextContent('rob@example.com');
    expect(who).toHaveTextContent('Reviewer');
    expect(who).toHaveTextContent('demo, vn-lotto');
    const nav = screen.getByRole('navigation', { name: 'Studio' });
    expect(within(nav).getByRole('link', { name: 'Changes' })).toHaveAttribute('href', '#/changes');
    // Only an admin manages operators.
    expect(within(nav).queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
    // The editor submits for review instead of saving.
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(server.callsTo('POST', 'sign-out')[0]?.csrf).toBe(CSRF);
  });

  it('says how long to wait after too many tries', async () => {
    start({
      operators: [operator('ann@example.com', 'editor')],
      retryAfterSeconds: 30,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait 30 seconds');
  });

  it('shows the command that adds the first admin when there is no operator', async () => {
    start({
      operators: [],
      setup: {
        hint: 'No operator yet. Add the first admin from a terminal, then reload: npm run studio:operator -- add you@example.com --role admin',
      },
    });
    const hint = await screen.findByRole('region', { name: 'Setting up' });
    expect(hint).toHaveTextContent(
      'No operator yet. Add the first admin from a terminal, then reload.',
    );
    expect(within(hint).getByText(/^npm run/, { selector: 'code' })).toHaveTextContent(
      'npm run studio:operator -- add you@example.com --role admin',
    );
  });

  it('behind a sign-on proxy: no password form, the proxy is named instead', async () => {
    start({ auth: 'proxy', operators: [operator('x@example.com', 'admin')] });
    expect(
      await screen.findByRole('heading', { name: "Sign in through your company's sign-on" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("behind a sign-on proxy, a refusal shows the server's words", async () => {
    start({ auth: 'proxy', sessionRefused: 'Only the sign-in proxy may call this server.' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the sign-in proxy may call this server.',
    );
  });

  it('an admin signed in through the proxy sees the operators page and no sign-out', async () => {
    start({ auth: 'proxy', signedIn: operator('boss@example.com', 'admin') });
    const nav = await screen.findByRole('navigation', { name: 'Studio' });
    expect(within(nav).getByRole('link', { name: 'Operators' })).toBeInTheDocument();
    expect(screen.getByText("Signed in through your company's sign-on")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
