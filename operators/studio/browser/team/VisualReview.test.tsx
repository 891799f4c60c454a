import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStudioSession } from '../studioApi';
import { CSRF } from './fakeTeamServer';
import type { ScreensView } from './teamApi';
import { VisualReview } from './VisualReview';

// The page asks again every 2 s; a busy machine stretches that.
configure({ asyncUtilTimeout: 6000 });

const BASE = '/__studio/changes/c0ffee01/visual/';
const DONE: ScreensView = {
  state: 'done',
  languages: ['EN', 'UR', 'en-XA'],
  ms: 64_000,
  counts: { changed: 2, same: 40, new: 0, removed: 0 },
  screens: [
    {
      file: 'demo/EN/member1_m_home@390.png',
      language: 'EN',
      screen: 'member1 /m/home',
      width: 390,
      status: 'changed',
      ratio: 0.034,
      before: `${BASE}before/demo/EN/member1_m_home%40390.png`,
      after: `${BASE}after/demo/EN/member1_m_home%40390.png`,
      diff: `${BASE}diff/demo/EN/member1_m_home%40390.png`,
    },
    {
      file: 'demo/UR/dialog_login@390.png',
      language: 'UR',
      screen: 'dialog login',
      width: 390,
      status: 'changed',
      ratio: 0.12,
      before: `${BASE}before/demo/UR/dialog_login%40390.png`,
      after: `${BASE}after/demo/UR/dialog_login%40390.png`,
      diff: `${BASE}diff/demo/UR/dialog_login%40390.png`,
    },
  ],
  failures: [],
};

afterEach(() => {
  setStudioSession(null, null);
  vi.unstubAllGlobals();
});

describe("a change request's every screen", () => {
  it('runs the comparison on a click, waits for it, then shows each changed screen by language', async () => {
    const calls: string[] = [];
    const answers: ScreensView[] = [{ state: 'running', languages: ['EN', 'UR', 'en-XA'] }, DONE];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(
          `${init.method} ${url} ${String((init.headers as Record<string, string>)['X-CSRF-Token'] ?? '')}`,
        );
        return new Response(JSON.stringify(answers.shift() ?? DONE), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    setStudioSession(CSRF, null);
    render(<VisualReview id="c0ffee01" />);
    // Nothing is asked of the server before the click.
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Compare every screen' }));
    expect(await screen.findByText(/Photographing 3 language\(s\) before and after/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Comparing every screen…' })).toBeDisabled();

    expect(
      await screen.findByText('2 screen(s) look different, 40 unchanged. Took 64 s.'),
    ).toBeVisible();
    expect(calls).toEqual([
      `POST /__studio/changes/c0ffee01/visual ${CSRF}`,
      'GET /__studio/changes/c0ffee01/visual ',
    ]);
    const urdu = screen.getByRole('region', { name: 'Screens in UR' });
    expect(within(urdu).getByRole('heading', { level: 4 })).toHaveTextContent(
      'dialog login · UR · 390 px 12.0% of pixels changed',
    );
    expect(within(urdu).getByRole('img', { name: 'Difference (red)' })).toHaveAttribute(
      'src',
      `${BASE}diff/demo/UR/dialog_login%40390.png`,
    );
    const english = screen.getByRole('region', { name: 'Screens in EN' });
    expect(
      within(english)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Published now', 'With this change', 'Difference (red)']);
    // A recolour changes every screen: the pictures off screen wait, so Approve is not queued
    // behind a hundred of them.
    for (const img of screen.getAllByRole('img')) expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Compare again' })).toBeEnabled();
  });

  it('says so when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: "another change's screens are being compared: try again in a minute" },
          { status: 409 },
        ),
      ),
    );
    setStudioSession(CSRF, null);
    render(<VisualReview id="c0ffee01" />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare every screen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Not compared: another change's screens are being compared: try again in a minute",
    );
  });
});
