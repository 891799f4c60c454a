import { StrictMode } from 'react';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantSchema } from '../../../toolkit/fieldSummary';
import { setStudioSession } from '../studioApi';
import type { TenantDraft } from '../useTenantDraft';
import { changeDetail, check, CSRF, fakeTeamServer, operator } from './fakeTeamServer';
import type { FakeTeamOptions } from './fakeTeamServer';
import { SubmitForReview } from './SubmitForReview';
import { StudioApp } from './TeamApp';
import type { Session } from './teamApi';

// The machine runs other suites beside these: a second of waiting is not always enough.
configure({ asyncUtilTimeout: 5000 });

const ANN = operator('ann@example.com', 'editor', ['demo']);
const SESSION: Session = { operator: ANN, csrf: CSRF, auth: 'local', mode: 'team', setup: null };

function draftOf(overrides: Partial<TenantDraft> = {}): TenantDraft {
  return {
    code: 'demo',
    opened: 1,
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
  const ready = vi.fn();
  render(<SubmitForReview draft={draft} session={SESSION} onReady={ready} />);
  return Object.assign(server, { ready });
}

/** The lookup of the operator's open change request has answered: the status says where. */
async function settled() {
  await waitFor(() =>
    expect(screen.getByRole('status')).not.toHaveTextContent(
      'Checking for your open change request',
    ),
  );
}

beforeEach(() => {
  history.replaceState(null, '', '/');
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
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
    const server = show(draftOf());
    expect(screen.getByRole('status')).toHaveTextContent('Checking for your open change request…');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await settled();
    expect(server.ready).toHaveBeenCalledWith('demo');
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
    await settled();
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

const PUBLISHED = {
  schemaVersion: 2,
  merchantCode: 'demo',
  displayName: 'Demo Casino',
  theme: { primary: '#7c3aed' },
};
const OTHER = { schemaVersion: 2, merchantCode: 'vn-lotto', displayName: 'VN Lotto' };
const fileOf = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
/** Ann's change request for demo, sent back: a new name and a new colour. */
const ANNS = changeDetail({
  id: 'abcd1234',
  title: 'VIP name',
  author: { name: 'ann', email: 'ann@example.com' },
  state: 'sent-back',
  after: fileOf({ ...PUBLISHED, displayName: 'Demo Casino VIP', theme: { primary: '#0ea5e9' } }),
});

/**
 * The team studio's editor over the fake server, with each lookup of the operator's open change
 * requests (GET changes?merchant=) held until the test answers it: as the server answers, or
 * with an error status. With `holdFiles`, each merchant's file (GET tenants/<code>) is held too,
 * answered by `answerFile` even when the page has called it off (as a server's answer already on
 * its way still comes).
 */
function openEditor(options: FakeTeamOptions & { holdFiles?: boolean; strict?: boolean } = {}) {
  const server = fakeTeamServer({
    signedIn: operator('ann@example.com', 'editor', ['demo', 'vn-lotto']),
    codes: ['demo', 'vn-lotto'],
    files: { demo: fileOf(PUBLISHED), 'vn-lotto': fileOf(OTHER) },
    schema: tenantSchema() as Record<string, unknown>,
    ...options,
  });
  const held: { merchant: string; answer: (status?: number) => void }[] = [];
  const files: { merchant: string; signal: AbortSignal | null; answer: () => void }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://studio.test');
    const file = /^\/__studio\/tenants\/([^/]+)$/.exec(url.pathname)?.[1];
    if (options.holdFiles && file !== undefined)
      return new Promise((resolve) =>
        files.push({
          merchant: file,
          signal: init?.signal ?? null,
          answer: () => resolve(server.fetch(input, init)),
        }),
      );
    const merchant = url.searchParams.get('merchant');
    if (url.pathname !== '/__studio/changes' || merchant === null) return server.fetch(input, init);
    return new Promise((resolve) =>
      held.push({
        merchant,
        answer: (status) =>
          resolve(
            status === undefined
              ? server.fetch(input, init)
              : new Response(JSON.stringify({ error: 'The server is restarting' }), { status }),
          ),
      }),
    );
  };
  vi.stubGlobal('fetch', fetch);
  location.hash = '';
  render(
    options.strict ? (
      <StrictMode>
        <StudioApp />
      </StrictMode>
    ) : (
      <StudioApp />
    ),
  );
  /** Answers the oldest lookup still held for the merchant. */
  const answer = async (merchant: string, status?: number) => {
    await waitFor(() => expect(held.some((h) => h.merchant === merchant)).toBe(true));
    const index = held.findIndex((h) => h.merchant === merchant);
    const [lookup] = held.splice(index, 1);
    lookup!.answer(status);
  };
  /** Answers the oldest (or newest) request for the merchant's file still held; its signal. */
  const answerFile = async (merchant: string, which: 'oldest' | 'newest' = 'oldest') => {
    await waitFor(() => expect(files.some((f) => f.merchant === merchant)).toBe(true));
    const index =
      which === 'oldest'
        ? files.findIndex((f) => f.merchant === merchant)
        : files.findLastIndex((f) => f.merchant === merchant);
    const [file] = files.splice(index, 1);
    file!.answer();
    return file!.signal;
  };
  /** The merchants whose change requests are being looked up (held, not answered yet). */
  const lookingUp = () => held.map((h) => h.merchant);
  /** The merchants whose files are on their way (held, not answered yet). */
  const asked = () => files.map((f) => f.merchant);
  return { server, answer, answerFile, asked, lookingUp };
}

describe('the editor while the open change request is looked up', () => {
  it('shows the fields read-only and says so, then opens them on the published file when there is none', async () => {
    const { answer } = openEditor();
    const name = await screen.findByDisplayValue('Demo Casino');
    expect(name).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking for your open change request…');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    const user = userEvent.setup();
    await user.type(name, ' Club');
    expect(name).toHaveValue('Demo Casino');

    await answer('demo');
    await waitFor(() => expect(name).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('No changes to the published file');
    await user.type(name, ' Club');
    expect(name).toHaveValue('Demo Casino Club');
  });

  it('fills the form with a change request that comes in late, and keeps what is typed next', async () => {
    const { server, answer } = openEditor({ changes: [ANNS] });
    const name = await screen.findByDisplayValue('Demo Casino');
    expect(name).toBeDisabled();

    await answer('demo');
    await waitFor(() => expect(name).toHaveValue('Demo Casino VIP'));
    expect(name).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Continuing your change request VIP name (sent back); submitting again revises it',
    );
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Demo Casino Gold');
    // The draft is checked after the pause in typing; nothing comes in over it.
    await waitFor(() =>
      expect(server.callsTo('POST', 'check').at(-1)?.body?.value).toMatchObject({
        displayName: 'Demo Casino Gold',
      }),
    );
    expect(name).toHaveValue('Demo Casino Gold');

    // The revision holds what was typed and the change request's other edit (the colour).
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await user.click(await screen.findByRole('button', { name: 'Submit the revision' }));
    expect(await screen.findByText(/^Revised/)).toBeInTheDocument();
    expect(server.callsTo('POST', 'save')[0]?.body).toMatchObject({
      change: 'abcd1234',
      value: { displayName: 'Demo Casino Gold', theme: { primary: '#0ea5e9' } },
    });
  });

  it('says when the lookup fails, offers Retry, and keeps the fields read-only until it works', async () => {
    const { answer } = openEditor({ changes: [ANNS] });
    const name = await screen.findByDisplayValue('Demo Casino');
    await answer('demo', 503);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not check for your open change request: The server is restarting. The fields stay read-only until the check works.',
    );
    expect(name).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking for your open change request…');
    expect(name).toBeDisabled();
    await answer('demo', 500);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is restarting');
    expect(name).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await answer('demo');
    await waitFor(() => expect(name).toHaveValue('Demo Casino VIP'));
    expect(name).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('ignores a late answer for the merchant the operator left', async () => {
    const { answer } = openEditor({ changes: [ANNS] });
    expect(await screen.findByDisplayValue('Demo Casino')).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Merchant' }), 'vn-lotto');
    const name = await screen.findByDisplayValue('VN Lotto');
    expect(name).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking for your open change request…');

    await answer('vn-lotto');
    await waitFor(() => expect(name).toBeEnabled());
    await user.type(name, ' Club');
    // demo's answer, with Ann's change request in it, comes in last.
    await answer('demo');
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(name).toHaveValue('VN Lotto Club');
    expect(name).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('vn-lotto');
    expect(screen.getByRole('status')).not.toHaveTextContent('Continuing');
  });

  it("shows the merchant the operator is on when an earlier merchant's file answers last", async () => {
    const { answer, answerFile, asked, lookingUp } = openEditor({
      changes: [ANNS],
      holdFiles: true,
    });
    const picker = await screen.findByRole('combobox', { name: 'Merchant' });
    await screen.findByRole('option', { name: 'vn-lotto' });
    // demo's file is on its way when the operator picks vn-lotto.
    await waitFor(() => expect(asked()).toEqual(['demo']));
    const user = userEvent.setup();
    await user.selectOptions(picker, 'vn-lotto');
    await answerFile('vn-lotto');
    const name = await screen.findByDisplayValue('VN Lotto');
    expect(name).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking for your open change request…');
    await answer('vn-lotto');
    await waitFor(() => expect(name).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('No changes to the published file');
    await user.type(name, ' Club');

    // demo's request was called off; its answer still comes, last, and changes nothing.
    const signal = await answerFile('demo');
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(picker).toHaveValue('vn-lotto');
    expect(name).toHaveValue('VN Lotto Club');
    expect(name).toBeEnabled();
    expect(screen.queryByDisplayValue(/Demo Casino/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('Checking');
    expect(lookingUp()).toEqual([]);
    expect(signal?.aborted).toBe(true);
  });

  it("opens the first merchant once under React's development double start: nothing typed is replaced", async () => {
    const { answer, answerFile, asked, lookingUp } = openEditor({
      changes: [ANNS],
      holdFiles: true,
      strict: true,
    });
    await waitFor(() => expect(asked()).toContain('demo'));
    await act(() => new Promise((done) => setTimeout(done, 300)));
    await answerFile('demo', 'newest');
    const name = await screen.findByDisplayValue('Demo Casino');
    // The look-up leaves once the file is in, which a loaded machine may take a while to do:
    // wait for it, then answer every look-up there is until the change request shows.
    await answer('demo');
    await waitFor(
      async () => {
        while (lookingUp().length > 0) await answer('demo');
        expect(name).toHaveValue('Demo Casino VIP');
        expect(name).toBeEnabled();
      },
      { timeout: 5_000 },
    );
    const user = userEvent.setup();
    await user.type(name, ' Gold');

    // A second start's file, had there been one, comes in last.
    while (asked().length > 0) await answerFile('demo');
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(name).toHaveValue('Demo Casino VIP Gold');
    expect(name).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Continuing your change request VIP name');
  });

  it('keeps keyboard focus on the retried check: its status line, Retry again if it fails', async () => {
    const { answer } = openEditor({ changes: [ANNS] });
    const name = await screen.findByDisplayValue('Demo Casino');
    await answer('demo', 503);
    await screen.findByRole('alert');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Checking for your open change request…');
    expect(document.activeElement).toBe(screen.getByRole('status'));

    await answer('demo', 500);
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('status'));

    // The form opens: focus stays on the line, which now says where editing starts.
    await answer('demo');
    await waitFor(() => expect(name).toHaveValue('Demo Casino VIP'));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Continuing your change request VIP name');
  });

  it('leaves focus where the operator moved it while the retried check ran', async () => {
    const { answer } = openEditor({ changes: [ANNS] });
    const name = await screen.findByDisplayValue('Demo Casino');
    await answer('demo', 503);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    const tab = screen.getByRole('button', { name: /Theme/ });
    tab.focus();
    await answer('demo', 500);
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(tab);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    tab.focus();
    await answer('demo');
    await waitFor(() => expect(name).toBeEnabled());
    expect(document.activeElement).toBe(tab);
  });
});
