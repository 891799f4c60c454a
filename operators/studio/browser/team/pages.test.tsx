import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStudioSession } from '../studioApi';
import { ChangesPage } from './ChangesPage';
import { changeDetail, CSRF, fakeTeamServer, operator } from './fakeTeamServer';
import type { FakeTeamOptions } from './fakeTeamServer';
import { HistoryPage } from './HistoryPage';
import { OperatorsPage } from './OperatorsPage';
import type { Operator, Session, Version } from './teamApi';

// The machine runs other suites beside these: a second of waiting is not always enough.
configure({ asyncUtilTimeout: 5000 });

const ROB = operator('rob@example.com', 'reviewer', ['demo', 'vn-lotto']);
const ANN = { name: 'Ann Editor', email: 'ann@example.com' };

function sessionOf(me: Operator): Session {
  return { operator: me, csrf: CSRF, auth: 'local', mode: 'team', setup: null };
}

function serve(me: Operator, options: FakeTeamOptions) {
  const server = fakeTeamServer({ signedIn: me, codes: ['demo', 'vn-lotto'], ...options });
  vi.stubGlobal('fetch', server.fetch);
  setStudioSession(CSRF, null);
  return server;
}

beforeEach(() => {
  location.hash = '';
});
afterEach(() => {
  setStudioSession(null, null);
  vi.unstubAllGlobals();
});

describe('the changes list', () => {
  const changes = [
    changeDetail({ id: 'a0000001', title: 'Autumn colours', author: ANN }),
    changeDetail({
      id: 'a0000002',
      title: 'My menu order',
      author: { name: 'Rob', email: 'rob@example.com' },
      state: 'sent-back',
    }),
    changeDetail({
      id: 'a0000003',
      title: 'New downloads',
      merchant: 'vn-lotto',
      author: ANN,
      state: 'published',
    }),
  ];

  it("shows a reviewer what waits for them, their own, and all, with each one's state", async () => {
    serve(ROB, { changes });
    render(<ChangesPage session={sessionOf(ROB)} merchant={null} />);
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    // To review: others' open changes only.
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Autumn colours']);
    expect(within(table).getByRole('link', { name: 'Autumn colours' })).toHaveAttribute(
      'href',
      '#/changes/a0000001',
    );
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(screen.getByRole('row', { name: /My menu order/ })).toHaveTextContent('Sent back');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('row', { name: /New downloads/ })).toHaveTextContent('Published');
    expect(screen.getByRole('row', { name: /Autumn colours/ })).toHaveTextContent('Open');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('an editor has nothing to review: the list starts at their own changes', async () => {
    const ann = operator('ann@example.com', 'editor', ['demo']);
    serve(ann, { changes });
    render(<ChangesPage session={sessionOf(ann)} merchant={null} />);
    expect(await screen.findByRole('button', { name: 'Mine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'To review' })).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Autumn colours/ })).toHaveTextContent('you');
  });

  it("lists one merchant's changes", async () => {
    const server = serve(ROB, { changes });
    render(<ChangesPage session={sessionOf(ROB)} merchant="vn-lotto" />);
    expect(
      await screen.findByRole('heading', { name: 'Change requests for vn-lotto' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('row', { name: /New downloads/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Autumn colours/ })).not.toBeInTheDocument();
    expect(server.callsTo('GET', 'changes?merchant=vn-lotto')).toHaveLength(1);
  });
});

describe('the history page', () => {
  const versions: Version[] = [
    {
      commit: '3333333aaaa',
      author: ANN,
      date: '2026-11-27T12:00:00Z',
      summary: 'Brand colour\nTheme & brand > Brand colour: #7c3aed -> #0ea5e9',
      approver: { name: 'Rob Reviewer', email: 'rob@example.com' },
      change: 'a0000001',
    },
    {
      commit: '2222222bbbb',
      author: { name: 'Dev Eloper', email: 'dev@example.com' },
      date: '2026-11-20T09:00:00Z',
      summary: 'Menu: a new entry',
    },
    {
      commit: '1111111cccc',
      author: { name: 'Dev Eloper', email: 'dev@example.com' },
      date: '2026-11-01T09:00:00Z',
      summary: 'demo: first version',
    },
  ];
  const options: FakeTeamOptions = {
    versions: { demo: versions },
    texts: { '3333333aaaa': '{"v":3}', '2222222bbbb': '{"v":2}', '1111111cccc': '{"v":1}' },
    comparison: {
      summary: [
        {
          tab: 'Theme & brand',
          label: 'Brand colour',
          pointer: '/theme/primary',
          kind: 'changed',
          text: 'Theme & brand > Brand colour: #7c3aed -> #0ea5e9',
        },
      ],
      rawDiff: '-a\n+b\n',
    },
  };

  it('lists every published version: who, when, what, approver', async () => {
    serve(ROB, options);
    render(<HistoryPage merchant="demo" />);
    const newest = await screen.findByRole('row', { name: /Brand colour/ });
    expect(newest).toHaveTextContent('Published now');
    expect(newest).toHaveTextContent('Ann Editor');
    expect(newest).toHaveTextContent('Rob Reviewer');
    expect(within(newest).getByRole('link', { name: 'review' })).toHaveAttribute(
      'href',
      '#/changes/a0000001',
    );
    // A developer's commit in git is a version too, with no approver.
    expect(screen.getByRole('row', { name: /a new entry/ })).toHaveTextContent('Dev Eloper');
    // The newest is what is published: nothing to restore.
    expect(within(newest).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });

  it('compares any two picked versions field by field, older to newer', async () => {
    const server = serve(ROB, options);
    render(<HistoryPage merchant="demo" />);
    const user = userEvent.setup();
    const compare = await screen.findByRole('button', { name: 'Compare the two picked' });
    expect(compare).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: /Pick the published now/ }));
    await user.click(screen.getByRole('checkbox', { name: /Pick the version of 1 Nov 2026/ }));
    await user.click(compare);
    const result = await screen.findByRole('region', { name: /^From 1 Nov 2026/ });
    expect(result).toHaveTextContent('Brand colour: #7c3aed -> #0ea5e9');
    expect(server.calls.find((c) => c.path.startsWith('compare/'))?.path).toBe(
      'compare/demo?from=1111111cccc&to=3333333aaaa',
    );
  });

  it('previews an old version beside the published one, without restoring it', async () => {
    const server = serve(ROB, options);
    render(<HistoryPage merchant="demo" />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Preview the version of 20 Nov 2026/ }),
    );
    expect(await screen.findByTitle(/^Phone: Version of 20 Nov 2026/)).toHaveAttribute(
      'src',
      '/m/home?tenant=studio-v2222222',
    );
    expect(screen.getByTitle('Phone: Published now')).toHaveAttribute(
      'src',
      '/m/home?tenant=studio-v3333333',
    );
    expect(server.calls.filter((c) => c.path.endsWith('/restore'))).toHaveLength(0);
  });

  it('restores an old version as a new change request that goes through review', async () => {
    const server = serve(ROB, options);
    render(<HistoryPage merchant="demo" />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Restore the version of 1 Nov 2026/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Restore this version?' });
    expect(dialog).toHaveTextContent('It goes live only when a reviewer approves it.');
    await user.click(within(dialog).getByRole('button', { name: 'Open a change request' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/changes\/feed\d+$/));
    expect(server.callsTo('POST', 'history/demo/1111111cccc/restore')).toHaveLength(1);
  });
});

describe('the operators page', () => {
  const boss = operator('boss@example.com', 'admin');

  it('lists operators and adds one with a role, merchants and a password', async () => {
    const server = serve(boss, { operators: [boss, ROB] });
    render(<OperatorsPage session={sessionOf(boss)} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('row', { name: /rob@example.com/ })).toHaveTextContent(
      'demo, vn-lotto',
    );
    expect(screen.getByRole('row', { name: /boss@example.com/ })).toHaveTextContent(
      'all merchants',
    );
    const form = screen.getByRole('form', { name: 'Add an operator' });
    await user.type(within(form).getByLabelText('E-mail'), 'new@example.com');
    await user.click(within(form).getByRole('radio', { name: /^Reviewer/ }));
    await user.click(await within(form).findByRole('checkbox', { name: 'vn-lotto' }));
    await user.type(within(form).getByLabelText('Password'), 'a long enough secret');
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByRole('row', { name: /new@example.com/ })).toHaveTextContent(
      'vn-lotto',
    );
    expect(server.callsTo('POST', 'operators')[0]?.body).toEqual({
      email: 'new@example.com',
      role: 'reviewer',
      merchants: ['vn-lotto'],
      password: 'a long enough secret',
    });
  });

  it('removes an operator after asking, never the admin themselves', async () => {
    const server = serve(boss, { operators: [boss, ROB] });
    render(<OperatorsPage session={sessionOf(boss)} />);
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /rob@example.com/ });
    expect(
      within(screen.getByRole('row', { name: /boss@example.com/ })).queryByRole('button'),
    ).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Remove rob@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove rob@example.com?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /rob@example.com/ })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('POST', 'operators/remove')[0]?.body).toEqual({
      email: 'rob@example.com',
    });
  });

  it('is for admins only', async () => {
    serve(ROB, {});
    render(<OperatorsPage session={sessionOf(ROB)} />);
    expect(screen.getByText('Only an admin manages the operators.')).toBeInTheDocument();
  });
});
