import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStudioSession } from '../studioApi';
import type { TenantDraft } from '../useTenantDraft';
import { changeDetail, check, CSRF, fakeTeamServer, operator } from './fakeTeamServer';
import type { FakeTeamOptions } from './fakeTeamServer';
import { SubmitForReview } from './SubmitForReview';
import type { Session } from './teamApi';

// The machine runs other suites beside these: a second of waiting is not always enough.
configure({ asyncUtilTimeout: 5000 });

const ANN = operator('ann@example.com', 'editor', ['demo']);
const SESSION: Session = { operator: ANN, csrf: CSRF, auth: 'local', mode: 'team', setup: null };

function draftOf(overrides: Partial<TenantDraft> = {}): TenantDraft {
  return {
    code: 'demo',
    value: { merchantCode: 'demo', theme: { primary: '#0ea5e9' } },
    original: '{ "merchantCode": "demo", "theme": { "primary": "#7c3aed" } }\n',
    check: check(),
    changedLines: 1,
    draftCode: 'studio-aaaaaaaa',
    revision: 1,
    previewBehind: false,
    save: { kind: 'idle' },
    loadError: null,
    open: vi.fn(() => Promise.resolve()),
    edit: vi.fn(),
    saveNow: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function show(draft: TenantDraft, options: FakeTeamOptions = {}) {
  const server = fakeTeamServer({ signedIn: ANN, ...options });
  vi.stubGlobal('fetch', server.fetch);
  setStudioSession(CSRF, null);
  render(<SubmitForReview draft={draft} session={SESSION} />);
  return server;
}

afterEach(() => {
  setStudioSession(null, null);
  vi.unstubAllGlobals();
});

describe('Submit for review', () => {
  it('is refused while the draft has errors, and says so', async () => {
    show(
      draftOf({
        check: check({
          ok: false,
          errors: [
            { line: 1, col: 1, pointer: '/theme/primary', message: 'x' },
            { line: 2, col: 1, pointer: '/menu', message: 'y' },
          ],
        }),
      }),
    );
    const button = screen.getByRole('button', { name: 'Submit for review' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Fix 2 errors first');
  });

  it('asks for a title in a dialog (prefilled, Escape closes it, focus comes back)', async () => {
    show(draftOf());
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Submit for review' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Submit for review' });
    const title = screen.getByLabelText('Title');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Brand colour');
    expect(dialog).toHaveTextContent('Nothing is live until then');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('submits the draft as a change request and links to it', async () => {
    const server = show(draftOf());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Autumn colours');
    await user.click(
      screen.getAllByRole('button', { name: 'Submit for review' }).at(-1) as HTMLElement,
    );
    const link = await screen.findByRole('link', { name: 'Autumn colours' });
    expect(link).toHaveAttribute('href', '#/changes/cafe0001');
    expect(screen.getByRole('status')).toHaveTextContent('Submitted: Autumn colours (open');
    expect(server.callsTo('POST', 'save')[0]).toMatchObject({
      body: { code: 'demo', title: 'Autumn colours', value: { theme: { primary: '#0ea5e9' } } },
      csrf: CSRF,
    });
  });

  it("continues from the operator's open change request and revises it", async () => {
    const mine = changeDetail({
      id: 'abcd1234',
      title: 'Menu order',
      author: { name: 'ann', email: 'ann@example.com' },
      state: 'sent-back',
      after: '{ "merchantCode": "demo", "menu": [] }\n',
    });
    const someoneElse = changeDetail({
      id: 'ffff0000',
      author: { name: 'Bo', email: 'bo@example.com' },
    });
    const draft = draftOf();
    const server = show(draft, { changes: [someoneElse, mine] });
    await waitFor(() =>
      expect(draft.edit).toHaveBeenCalledWith({ merchantCode: 'demo', menu: [] }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Continuing your change request Menu order (sent back); submitting again revises it',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByRole('dialog', { name: 'Revise your change request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Menu order');
    await user.click(screen.getByRole('button', { name: 'Submit the revision' }));
    expect(await screen.findByText(/^Revised/)).toBeInTheDocument();
    expect(server.callsTo('POST', 'save')[0]?.body).toMatchObject({ change: 'abcd1234' });
  });
});
