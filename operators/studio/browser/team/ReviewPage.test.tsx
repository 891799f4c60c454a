import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStudioSession } from '../studioApi';
import { changeDetail, check, CSRF, fakeTeamServer, operator } from './fakeTeamServer';
import type { FakeTeamOptions } from './fakeTeamServer';
import { ReviewPage } from './ReviewPage';
import type { Operator, Session } from './teamApi';

// The machine runs other suites beside these: a second of waiting is not always enough.
configure({ asyncUtilTimeout: 5000 });

const ROB = operator('rob@example.com', 'reviewer', ['demo']);

function open(options: FakeTeamOptions & { as?: Operator } = {}) {
  const me = options.as ?? ROB;
  const server = fakeTeamServer({ signedIn: me, changes: [changeDetail()], ...options });
  vi.stubGlobal('fetch', server.fetch);
  setStudioSession(CSRF, null);
  const session: Session = { operator: me, csrf: CSRF, auth: 'local', mode: 'team', setup: null };
  render(<ReviewPage session={session} id="c0ffee01" />);
  return server;
}

afterEach(() => {
  setStudioSession(null, null);
  vi.unstubAllGlobals();
});

describe('the review page', () => {
  it('says what changes field by field, grouped by tab, with the raw diff one click away', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Brand colour for the autumn campaign' }),
    ).toBeInTheDocument();
    const theme = screen.getByRole('region', { name: 'Theme & brand' });
    expect(theme).toHaveTextContent('Brand colour: #7c3aed -> #0ea5e9');
    expect(screen.getByRole('region', { name: 'Menu' })).toHaveTextContent(
      'Menu: VIP benefits moved from 3rd to 1st',
    );
    const raw = screen.getByText('Raw JSON diff').closest('details')!;
    expect(raw).not.toHaveAttribute('open');
    await userEvent.setup().click(screen.getByText('Raw JSON diff'));
    expect(raw).toHaveAttribute('open');
    expect(within(raw).getByText(/^\+ +"theme": \{ "primary": "#0ea5e9" \}/)).toHaveClass('added');
    expect(within(raw).getByText(/^- +"theme": \{ "primary": "#7c3aed" \}/)).toHaveClass('removed');
  });

  it("shows the checker's lines as npm run tenants prints them", async () => {
    open({
      changes: [
        changeDetail({
          check: check({
            ok: false,
            errors: [{ line: 74, col: 16, pointer: '/theme/primary', message: 'not a colour' }],
          }),
        }),
      ],
    });
    const section = await screen.findByRole('region', {
      name: 'Checks on the file as it would be published',
    });
    expect(section).toHaveTextContent('✗ Fails the checks (1 error, 0 warnings');
    expect(section).toHaveTextContent('tenants/demo.json:74:16 /theme/primary: not a colour');
    // Approving a failing file is refused before the click, with the reason.
    const approve = screen.getByRole('button', { name: 'Approve and publish' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/fails the checks/);
  });

  it('shows the published phone and the draft side by side, on home or login, visitor or member', async () => {
    open();
    const before = await screen.findByTitle('Phone: Published now');
    const after = screen.getByTitle('Phone: With this change');
    expect(before).toHaveAttribute('src', '/m/home?tenant=studio-before01');
    expect(after).toHaveAttribute('src', '/m/home?tenant=studio-after001');
    expect(after).toHaveAttribute('width', '390');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '/m/login' }));
    await user.click(screen.getByRole('button', { name: 'Member' }));
    expect(after).toHaveAttribute(
      'src',
      '/m/login?tenant=studio-after001&token=demo-token.studio-after001.member1',
    );
    expect(before).toHaveAttribute(
      'src',
      '/m/login?tenant=studio-before01&token=demo-token.studio-before01.member1',
    );
  });

  it('refuses the author their own approval, with the reason shown', async () => {
    open({
      as: operator('ann@example.com', 'reviewer'),
      changes: [
        changeDetail({
          canApprove: false,
          whyNot: 'Nobody approves their own change: ask another reviewer.',
        }),
      ],
    });
    const approve = await screen.findByRole('button', { name: 'Approve and publish' });
    expect(approve).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send back' })).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'Nobody approves their own change: ask another reviewer.',
    );
  });

  it('sends back only with a comment', async () => {
    const server = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    expect(screen.getByRole('alert')).toHaveTextContent('sending back needs a comment');
    expect(screen.getByLabelText('Comment')).toHaveFocus();
    expect(server.callsTo('POST', 'changes/c0ffee01/send-back')).toHaveLength(0);

    await user.type(screen.getByLabelText('Comment'), 'Use the darker blue');
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    const thread = screen.getByRole('region', { name: 'Comments' });
    expect(await within(thread).findByText('Use the darker blue')).toBeInTheDocument();
    expect(within(thread).getByText('sent it back')).toBeInTheDocument();
    expect(screen.getAllByText('Sent back')[0]).toHaveClass('state');
    expect(server.callsTo('POST', 'changes/c0ffee01/send-back')[0]).toMatchObject({
      body: { comment: 'Use the darker blue' },
      csrf: CSRF,
    });
  });

  it('approves and shows each publish step with its time', async () => {
    const server = open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Comment'), 'Looks right');
    await user.click(screen.getByRole('button', { name: 'Approve and publish' }));
    const report = (await screen.findByText(/Published in/)).closest(
      '[role=status]',
    ) as HTMLElement;
    expect(report).toHaveTextContent('Published in 1.2 s');
    const steps = within(report).getByRole('list', { name: 'Publish steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '✓ done: Check the file 120 ms',
      '✓ done: Record it in the history 80 ms',
      "✓ done: Write the merchant's files on the site 30 ms",
    ]);
    expect(server.callsTo('POST', 'changes/c0ffee01/approve')[0]?.body).toEqual({
      comment: 'Looks right',
    });
    // Published: no decision left to take.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve and publish' })).not.toBeInTheDocument(),
    );
  });

  it('names the step that failed and why, and keeps the change open', async () => {
    open({
      approve: () => ({
        published: false,
        status: 500,
        error: 'nginx -t: unknown directive "sever_name"',
        step: 'nginx',
        steps: [
          { step: 'check', ok: true, ms: 100 },
          { step: 'commit', ok: true, ms: 50 },
          { step: 'files', ok: true, ms: 20 },
          { step: 'nginx', ok: false, ms: 300, error: 'nginx -t failed' },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve and publish' }));
    const report = await screen.findByText(/Not published/);
    const box = report.closest('.publish-report') as HTMLElement;
    expect(box).toHaveTextContent('the step “Web server configuration” failed');
    expect(box).toHaveTextContent('nginx -t: unknown directive "sever_name"');
    expect(box).toHaveTextContent('Nothing of this change is live and it stays open');
    expect(within(box).getByText('nginx -t failed')).toBeInTheDocument();
    expect(within(box).getAllByRole('listitem').at(-1)).toHaveTextContent('✗ failed:');
    expect(screen.getByRole('button', { name: 'Approve and publish' })).toBeEnabled();
  });

  it('on a conflict shows both versions and what to do', async () => {
    open({
      approve: () => ({
        published: false,
        status: 409,
        error: 'The published file changed the same lines.',
        step: 'commit',
        steps: [{ step: 'check', ok: true, ms: 90 }],
        conflict: { published: '"primary": "#ff0000"', draft: '"primary": "#0ea5e9"' },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve and publish' }));
    const published = await screen.findByText('Published now', {
      selector: '.conflict figcaption',
    });
    expect(published.parentElement).toHaveTextContent('"primary": "#ff0000"');
    expect(
      screen.getByText('This change', { selector: '.conflict figcaption' }).parentElement,
    ).toHaveTextContent('"primary": "#0ea5e9"');
    expect(screen.getByText(/What to do:/).parentElement).toHaveTextContent(
      'send this change back',
    );
  });

  it('keeps a comments thread', async () => {
    open();
    const user = userEvent.setup();
    const thread = await screen.findByRole('region', { name: 'Comments' });
    expect(within(thread).getByText('opened it')).toBeInTheDocument();
    await user.type(within(thread).getByLabelText('Add a comment'), 'Checked on my phone');
    await user.click(within(thread).getByRole('button', { name: 'Add comment' }));
    expect(await within(thread).findByText('Checked on my phone')).toBeInTheDocument();
  });

  it('makes, copies and revokes a preview link, with its expiry', async () => {
    const server = open();
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const links = await screen.findByRole('region', { name: 'Preview links' });
    expect(within(links).getByLabelText('Valid for (hours)')).toHaveValue(72);
    await user.clear(within(links).getByLabelText('Valid for (hours)'));
    await user.type(within(links).getByLabelText('Valid for (hours)'), '24');
    await user.click(within(links).getByRole('button', { name: 'Create preview link' }));
    expect(server.callsTo('POST', 'changes/c0ffee01/preview-links')[0]?.body).toEqual({
      hours: 24,
    });
    const item = (await within(links).findByText(/\/preview\/token-/)).closest('li')!;
    expect(item).toHaveTextContent(/expires \d+ Jan 2030/);
    await user.click(within(item).getByRole('button', { name: /^Copy link/ }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^http.*\/preview\/token-2$/));
    await user.click(within(item).getByRole('button', { name: /^Revoke link/ }));
    await waitFor(() => expect(item).toHaveTextContent('revoked'));
    expect(within(item).queryByRole('button', { name: /^Copy link/ })).not.toBeInTheDocument();
  });
  it('a published change: no decision left, before and after named so, links closed', async () => {
    open({
      changes: [
        changeDetail({
          state: 'published',
          canApprove: false,
          whyNot: 'It is published already.',
          links: [
            { id: 'l1', url: '/preview/t1', expiresAt: '2099-01-01T00:00:00Z', revoked: false },
          ],
        }),
      ],
    });
    expect(await screen.findByTitle('Phone: Before this change')).toBeInTheDocument();
    expect(screen.getByTitle('Phone: With this change (published)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and publish' })).not.toBeInTheDocument();
    const links = screen.getByRole('region', { name: 'Preview links' });
    expect(links).toHaveTextContent('its preview links are closed');
    expect(within(links).queryByRole('button')).not.toBeInTheDocument();
  });
});
