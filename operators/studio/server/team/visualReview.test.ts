import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, signIn, teamFixture } from './teamTestSupport.ts';
import type { SignedIn, TeamFixture } from './teamTestSupport.ts';
import type { VisualJobInput, VisualJobResult } from './visualReview.ts';

/**
 * The review's "every screen before and after": the route hands the runner the merchant's
 * published and draft previews, its languages and the operator's session, keeps one comparison
 * per draft, serves its images to the merchant's operators only. The runner here is a stand-in
 * that writes what Chromium would (scripts/lib/visualRun.test.ts runs the real one).
 */

let f: TeamFixture | undefined;
afterEach(() => f?.cleanup());

/** A runner that records its input and answers one changed screen in each language. */
function fakeRunner() {
  const inputs: VisualJobInput[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const runner = async (input: VisualJobInput): Promise<VisualJobResult> => {
    inputs.push(input);
    await gate;
    const results = input.languages.map((language) => {
      const file = `${input.merchant}/${language}/member1_m_home@390.png`;
      for (const side of ['before', 'after', 'diff']) {
        const path = join(input.out, side, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, `png ${side} ${language}`);
      }
      return {
        file,
        tenant: input.merchant,
        language,
        screen: 'member1 /m/home',
        width: 390,
        status: 'changed' as const,
        changedPixels: 100,
        ratio: 0.01,
      };
    });
    const same = {
      ...results[0]!,
      file: `${input.merchant}/EN/visitor_m_login@390.png`,
      screen: 'visitor /m/login',
      status: 'same' as const,
      changedPixels: 0,
      ratio: 0,
    };
    return { results: [...results, same], failures: [] };
  };
  return { runner, inputs, release: () => release() };
}

async function saveRecolour(fixture: TeamFixture, who: SignedIn): Promise<string> {
  const value = JSON.parse(fixture.repo.read('tenants/demo.json')) as {
    theme: { primary: string };
  };
  value.theme.primary = '#6d28d9';
  const response = await call(fixture, 'POST', '/__studio/save', {
    ...who,
    body: { code: 'demo', value, title: 'Purple brand' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { change: { id: string } }).change.id;
}

interface View {
  state: string;
  languages?: string[];
  counts?: { changed: number; same: number; new: number; removed: number };
  screens?: { language: string; screen: string; before?: string; after?: string; diff?: string }[];
}

describe("team server: a change request's screens before and after", () => {
  it('compares the published and the draft preview in every language of the merchant, once per draft', async () => {
    const fake = fakeRunner();
    f = await teamFixture({ visualRunner: fake.runner });
    f.team.setLocalOrigin('http://127.0.0.1:8090');
    const editor = await signIn(f, 'editor@example.com');
    const id = await saveRecolour(f, editor);
    const reviewer = await signIn(f, 'reviewer@example.com');

    const before = await call(f, 'GET', `/__studio/changes/${id}/visual`, reviewer);
    expect(await before.json()).toEqual({ state: 'none' });

    const started = await call(f, 'POST', `/__studio/changes/${id}/visual`, {
      ...reviewer,
      body: {},
    });
    expect(started.status).toBe(200);
    expect(((await started.json()) as View).state).toBe('running');
    const again = await call(f, 'POST', `/__studio/changes/${id}/visual`, {
      ...reviewer,
      body: {},
    });
    expect(((await again.json()) as View).state).toBe('running');
    expect(fake.inputs).toHaveLength(1);

    const input = fake.inputs[0]!;
    const detail = (await (await call(f, 'GET', `/__studio/changes/${id}`, reviewer)).json()) as {
      previews: { before: string; after: string };
    };
    expect(input).toMatchObject({
      merchant: 'demo',
      beforeCode: detail.previews.before,
      afterCode: detail.previews.after,
      origin: 'http://127.0.0.1:8090',
      headers: {},
    });
    expect(input.beforeCode).not.toBe(input.afterCode);
    // Every language the merchant supports, then the pseudo-locale.
    expect(input.languages).toEqual(['EN', 'CN', 'VI', 'TH', 'UR', 'en-XA']);
    // The draft as the app reads it: the new colour.
    expect((input.tenant as unknown as { theme: { primary: string } }).theme.primary).toBe(
      '#6d28d9',
    );
    // Chromium's pages go in as the reviewer.
    expect(input.cookies).toEqual([
      { name: 'studio_session', value: reviewer.cookie.split('=')[1] },
    ]);

    fake.release();
    await expect
      .poll(
        async () =>
          (
            (await (
              await call(f!, 'GET', `/__studio/changes/${id}/visual`, reviewer)
            ).json()) as View
          ).state,
      )
      .toBe('done');
    const done = (await (
      await call(f, 'GET', `/__studio/changes/${id}/visual`, reviewer)
    ).json()) as View;
    expect(done.counts).toEqual({ changed: 6, same: 1, new: 0, removed: 0 });
    // Only what changed is sent, with its three images.
    expect(done.screens?.map((s) => `${s.language} ${s.screen}`)).toEqual(
      input.languages.map((language) => `${language} member1 /m/home`),
    );
    const ur = done.screens!.find((s) => s.language === 'UR')!;
    expect(ur.diff).toBe(`/__studio/changes/${id}/visual/diff/demo/UR/member1_m_home%40390.png`);

    const image = await call(f, 'GET', ur.diff!, reviewer);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await image.text()).toBe('png diff UR');
    expect((await call(f, 'GET', ur.after!, reviewer)).status).toBe(200);

    // Asked again for the same draft: the finished comparison, not a new run.
    await call(f, 'POST', `/__studio/changes/${id}/visual`, { ...reviewer, body: {} });
    expect(fake.inputs).toHaveLength(1);
  });

  it("keeps the images to the merchant's operators and to this comparison's folder", async () => {
    const fake = fakeRunner();
    fake.release();
    f = await teamFixture({ visualRunner: fake.runner });
    f.team.setLocalOrigin('http://127.0.0.1:8090');
    const editor = await signIn(f, 'editor@example.com');
    const id = await saveRecolour(f, editor);
    await call(f, 'POST', `/__studio/changes/${id}/visual`, { ...editor, body: {} });
    await expect
      .poll(
        async () =>
          ((await (await call(f!, 'GET', `/__studio/changes/${id}/visual`, editor)).json()) as View)
            .state,
      )
      .toBe('done');
    const diff = `/__studio/changes/${id}/visual/diff/demo/EN/member1_m_home%40390.png`;
    expect((await call(f, 'GET', diff, editor)).status).toBe(200);

    // Not signed in.
    expect((await call(f, 'GET', diff)).status).toBe(401);
    // Out of the folder, another side name, not a PNG.
    for (const path of [
      `/__studio/changes/${id}/visual/diff/..%2F..%2Fsecret.png`,
      `/__studio/changes/${id}/visual/secret/demo/EN/member1_m_home%40390.png`,
      `/__studio/changes/${id}/visual/diff/demo/EN/member1_m_home%40390.txt`,
    ])
      expect((await call(f, 'GET', path, editor)).status).toBe(404);
    // A write without the session's token starts nothing.
    const forged = await call(f, 'POST', `/__studio/changes/${id}/visual`, {
      cookie: editor.cookie,
      body: {},
    });
    expect(forged.status).toBe(403);
  });

  it('is refused before the server listens', async () => {
    const fake = fakeRunner();
    f = await teamFixture({ visualRunner: fake.runner });
    const editor = await signIn(f, 'editor@example.com');
    const id = await saveRecolour(f, editor);
    const early = await call(f, 'POST', `/__studio/changes/${id}/visual`, { ...editor, body: {} });
    expect(early.status).toBe(503);
    expect(fake.inputs).toHaveLength(0);
  });
});
