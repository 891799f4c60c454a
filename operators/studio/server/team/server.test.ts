import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../../scripts/serve/csp.ts';
import { call, ORIGIN, PASSWORD, restartTeam, signIn, teamFixture } from './teamTestSupport.ts';
import type { SignedIn, TeamFixture } from './teamTestSupport.ts';

let f: TeamFixture;
afterEach(() => f?.cleanup());

const demoValue = (fixture: TeamFixture) =>
  JSON.parse(fixture.repo.read('tenants/demo.json')) as { theme: { primary: string } } & Record<
    string,
    unknown
  >;

async function saveRecolour(fixture: TeamFixture, who: SignedIn, colour = '#6d28d9') {
  const value = demoValue(fixture);
  value.theme.primary = colour;
  const response = await call(fixture, 'POST', '/__studio/save', {
    ...who,
    body: { code: 'demo', value, title: 'Purple brand' },
  });
  return { response, body: (await response.json()) as { change: { id: string }; saved: boolean } };
}

describe('team server: the review path over HTTP', () => {
  beforeEach(async () => {
    f = await teamFixture();
  });

  it('editor saves, reviewer sees the change in words and approves, the file is live and in history', async () => {
    const editor = await signIn(f, 'editor@example.com');
    const saved = await saveRecolour(f, editor);
    expect(saved.response.status).toBe(200);
    const id = saved.body.change.id;
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    // Nothing is published by a save.
    expect(f.repo.read('tenants/demo.json')).toContain('#0b6bcb');

    const reviewer = await signIn(f, 'reviewer@example.com');
    const list = (await (
      await call(f, 'GET', '/__studio/changes?merchant=demo', reviewer)
    ).json()) as {
      changes: Array<{ id: string; state: string; title: string }>;
    };
    expect(list.changes).toMatchObject([{ id, state: 'open', title: 'Purple brand' }]);

    const detail = (await (await call(f, 'GET', `/__studio/changes/${id}`, reviewer)).json()) as {
      summary: Array<{ text: string }>;
      canApprove: boolean;
      rawDiff: string;
      check: { ok: boolean };
      previews: { before: string; after: string };
    };
    expect(detail.summary.map((s) => s.text).join('\n')).toMatch(/#0b6bcb -> #6d28d9/);
    expect(detail.rawDiff).toContain('+    "primary": "#6d28d9"');
    expect(detail.check.ok).toBe(true);
    expect(detail.canApprove).toBe(true);
    expect(detail.previews.after).toMatch(/^studio-[0-9a-f]{8}$/);
    // The reviewer's phone frame gets the draft as a preview tenant.
    const tenant = await call(f, 'GET', `/m/tenants/${detail.previews.after}.json`, reviewer);
    expect(((await tenant.json()) as { theme: { primary: string } }).theme.primary).toBe('#6d28d9');

    const approved = await call(f, 'POST', `/__studio/changes/${id}/approve`, {
      ...reviewer,
      body: { comment: 'Looks right' },
    });
    const outcome = (await approved.json()) as {
      published: boolean;
      steps: Array<{ step: string; ok: boolean }>;
    };
    expect(approved.status).toBe(200);
    expect(outcome.published).toBe(true);
    expect(outcome.steps.filter((s) => s.ok).map((s) => s.step)).toEqual(
      expect.arrayContaining(['check', 'commit', 'files']),
    );
    expect(readFileSync(join(f.live, 'tenants', 'demo.json'), 'utf8')).toContain('#6d28d9');
    expect(f.repo.read('tenants/demo.json')).toContain('#6d28d9');

    const history = (await (await call(f, 'GET', '/__studio/history/demo', editor)).json()) as {
      versions: Array<{ approver?: { email: string }; author: { email: string } }>;
    };
    expect(history.versions[0]).toMatchObject({
      author: { email: 'editor@example.com' },
      approver: { email: 'reviewer@example.com' },
    });
  });

  it('refuses self-approval and an editor approving', async () => {
    const reviewer = await signIn(f, 'reviewer@example.com');
    const own = await saveRecolour(f, reviewer);
    const self = await call(f, 'POST', `/__studio/changes/${own.body.change.id}/approve`, {
      ...reviewer,
      body: {},
    });
    expect(self.status).toBe(403);
    expect(((await self.json()) as { error: string }).error).toMatch(/own change/);

    const editor = await signIn(f, 'editor@example.com');
    const byEditor = await call(f, 'POST', `/__studio/changes/${own.body.change.id}/approve`, {
      ...editor,
      body: {},
    });
    expect(byEditor.status).toBe(403);
    expect(((await byEditor.json()) as { error: string }).error).toMatch(/editor cannot approve/);
    expect(existsSync(join(f.live, 'tenants', 'demo.json'))).toBe(false);
  });

  it("keeps an operator to their merchants: another merchant's file, history, changes and previews are 403", async () => {
    const editor = await signIn(f, 'editor@example.com');
    const codes = (await (await call(f, 'GET', '/__studio/tenants', editor)).json()) as {
      codes: string[];
    };
    expect(codes.codes).toEqual(['demo']);
    for (const path of [
      '/__studio/tenants/vn-lotto',
      '/__studio/history/vn-lotto',
      '/__studio/changes?merchant=vn-lotto',
    ]) {
      expect((await call(f, 'GET', path, editor)).status, path).toBe(403);
    }
    const preview = await call(f, 'POST', '/__studio/previews', {
      ...editor,
      body: { code: 'vn-lotto', text: f.repo.read('tenants/vn-lotto.json') },
    });
    expect(preview.status).toBe(403);

    // A change of vn-lotto by someone allowed: the editor cannot read or act on it.
    const reviewer = await signIn(f, 'reviewer@example.com');
    const value = JSON.parse(f.repo.read('tenants/vn-lotto.json')) as { displayName: string };
    value.displayName = 'VN Lotto Plus';
    const saved = (await (
      await call(f, 'POST', '/__studio/save', { ...reviewer, body: { code: 'vn-lotto', value } })
    ).json()) as { change: { id: string } };
    expect((await call(f, 'GET', `/__studio/changes/${saved.change.id}`, editor)).status).toBe(403);
    const comment = await call(f, 'POST', `/__studio/changes/${saved.change.id}/comment`, {
      ...editor,
      body: { comment: 'hello' },
    });
    expect(comment.status).toBe(403);
    const all = (await (await call(f, 'GET', '/__studio/changes', editor)).json()) as {
      changes: unknown[];
    };
    expect(all.changes).toEqual([]);
  });

  it('refuses writes without the session token, from another origin, without Origin, or not JSON', async () => {
    const editor = await signIn(f, 'editor@example.com');
    const value = demoValue(f);
    const cases: Array<[string, Parameters<typeof call>[3], number]> = [
      ['no CSRF token', { cookie: editor.cookie }, 403],
      ['wrong CSRF token', { cookie: editor.cookie, csrf: 'x'.repeat(43) }, 403],
      ['a cross-site page', { ...editor, origin: 'https://evil.example' }, 403],
      ['no Origin', { ...editor, origin: null }, 403],
      ['a form post', { ...editor, contentType: 'application/x-www-form-urlencoded' }, 415],
      ['text/plain', { ...editor, contentType: 'text/plain' }, 415],
      [
        'cross-site fetch metadata',
        { ...editor, headers: { 'sec-fetch-site': 'cross-site' } },
        403,
      ],
      ['not signed in', { origin: ORIGIN }, 401],
    ];
    for (const [what, options, status] of cases) {
      const response = await call(f, 'POST', '/__studio/save', {
        ...options,
        body: { code: 'demo', value },
      });
      expect(response.status, what).toBe(status);
    }
    const huge = await call(f, 'POST', '/__studio/save', {
      ...editor,
      body: { code: 'demo', value: 'x'.repeat(3_000_000) },
    });
    expect(huge.status).toBe(413);
    const changes = (await (await call(f, 'GET', '/__studio/changes', editor)).json()) as {
      changes: unknown[];
    };
    expect(changes.changes).toEqual([]);
  });

  it('answers a cross-site sign-in attempt with 403 and sets no cookie', async () => {
    const response = await call(f, 'POST', '/__studio/sign-in', {
      origin: 'https://evil.example',
      body: { email: 'editor@example.com', password: PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('team server: sign-in', () => {
  it('sets an HttpOnly SameSite=Strict session cookie, Secure over TLS, and a CSRF token', async () => {
    f = await teamFixture({ origin: 'https://studio.example.com' });
    const response = await call(f, 'POST', '/__studio/sign-in', {
      origin: 'https://studio.example.com',
      body: { email: 'Editor@Example.com', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^studio_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    const session = (await response.json()) as {
      operator: { role: string };
      csrf: string;
      mode: string;
    };
    expect(session).toMatchObject({ operator: { role: 'editor' }, mode: 'team' });
    expect(session.csrf.length).toBeGreaterThan(30);
    const again = (await (
      await call(f, 'GET', '/__studio/session', { cookie: cookie.split(';')[0] })
    ).json()) as { operator: { email: string } };
    expect(again.operator.email).toBe('editor@example.com');
  });

  it('slows failed sign-ins per account with 429 and Retry-After, and a wrong password stays 401', async () => {
    f = await teamFixture();
    const attempt = (password: string, remote = '10.0.0.1') =>
      call(f, 'POST', '/__studio/sign-in', {
        remote,
        body: { email: 'editor@example.com', password },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(401);
    const slowed = await attempt(PASSWORD, '10.0.0.2');
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect(await slowed.json()).toMatchObject({ retryAfterSeconds: 1 });
    f.clock.now += 1000;
    expect((await attempt(PASSWORD, '10.0.0.2')).status).toBe(200);
  });

  it('behind the trusted proxy, slows by the address the proxy forwards, not its own', async () => {
    f = await teamFixture({ trustedProxies: ['10.1.1.1'] });
    const attempt = (client: string, password = 'wrong') =>
      call(f, 'POST', '/__studio/sign-in', {
        remote: '10.1.1.1',
        headers: { 'x-forwarded-for': `1.2.3.4, ${client}` },
        body: { email: 'nobody@example.com', password },
      });
    for (let i = 0; i < 4; i++) expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7')).status).toBe(429);
    // Another operator behind the same proxy is not slowed by it.
    const other = await call(f, 'POST', '/__studio/sign-in', {
      remote: '10.1.1.1',
      headers: { 'x-forwarded-for': '198.51.100.9' },
      body: { email: 'editor@example.com', password: PASSWORD },
    });
    expect(other.status).toBe(200);
  });

  it('starts with no operators and tells how to add the first admin', async () => {
    f = await teamFixture({ operators: false });
    const session = (await (await call(f, 'GET', '/__studio/session')).json()) as {
      operator: null;
      setup: { hint: string };
    };
    expect(session.operator).toBeNull();
    expect(session.setup.hint).toContain(
      `npm run studio:operator -- add you@example.com --role admin --merchants '*' --password-stdin --data ${JSON.stringify(f.repo.dir)}`,
    );
  });
});

describe('team server: behind a sign-in proxy', () => {
  beforeEach(async () => {
    f = await teamFixture({ auth: 'proxy', trustedProxies: ['10.1.1.1'] });
  });

  it('believes X-Forwarded-Email only from the trusted proxy; anything else is 401', async () => {
    const direct = await call(f, 'GET', '/__studio/session', {
      remote: '10.9.9.9',
      headers: { 'x-forwarded-email': 'sso@example.com' },
    });
    expect(direct.status).toBe(401);
    const page = await call(f, 'GET', '/m/studio/', { remote: '10.9.9.9' });
    expect(page.status).toBe(401);

    const proxied = await call(f, 'GET', '/__studio/session', {
      remote: '10.1.1.1',
      headers: { 'x-forwarded-email': 'sso@example.com' },
    });
    expect(proxied.status).toBe(200);
    const session = (await proxied.json()) as {
      operator: { email: string };
      auth: string;
      csrf: string;
    };
    expect(session).toMatchObject({ auth: 'proxy', operator: { email: 'sso@example.com' } });
    expect(proxied.headers.get('set-cookie')).toMatch(/^studio_session=/);

    const stranger = await call(f, 'GET', '/__studio/tenants', {
      remote: '10.1.1.1',
      headers: { 'x-forwarded-email': 'nobody@example.com' },
    });
    expect(stranger.status).toBe(401);
  });

  it('has no password sign-in', async () => {
    const response = await call(f, 'POST', '/__studio/sign-in', {
      remote: '10.1.1.1',
      body: { email: 'admin@example.com', password: PASSWORD },
    });
    expect(response.status).toBe(400);
  });
});

describe('team server: previews', () => {
  beforeEach(async () => {
    f = await teamFixture();
  });

  it('serves the production build marked as a preview, with the build CSP hash, only to a signer-in', async () => {
    const editor = await signIn(f, 'editor@example.com');
    const made = await call(f, 'POST', '/__studio/previews', {
      ...editor,
      body: { code: 'demo', text: f.repo.read('tenants/demo.json') },
    });
    const { previewCode } = (await made.json()) as { previewCode: string };
    expect((await call(f, 'GET', `/m/home?tenant=${previewCode}`)).status).toBe(401);
    const page = await call(f, 'GET', `/m/home?tenant=${previewCode}`, editor);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      '<meta charset="UTF-8" /><meta name="mobile-web-preview" content="studio">',
    );
    expect(html).not.toContain('Preview — not live');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(inlineScriptHashes(html)[0]);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect((await call(f, 'GET', '/m/sw.js', editor)).status).toBe(404);
    expect((await call(f, 'GET', '/m/tenants/hosts/studio.test.json', editor)).status).toBe(404);
    for (const path of [
      '/m/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/m/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const escaped = await call(f, 'GET', path, editor);
      expect(await escaped.text(), path).not.toMatch(/root:|"devDependencies"/);
    }
    expect((await call(f, 'GET', '/m/demo-game.html')).status).toBe(401);
    const game = await call(f, 'GET', '/m/demo-game.html', editor);
    expect(game.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(game.headers.get('content-type')).toContain('text/html');
    const asset = await call(f, 'GET', '/m/assets/index-abc.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('a preview link opens the draft read-only with a banner; revoked or expired it is a plain 410', async () => {
    const editor = await signIn(f, 'editor@example.com');
    const saved = await saveRecolour(f, editor);
    const id = saved.body.change.id;
    const made = await call(f, 'POST', `/__studio/changes/${id}/preview-links`, {
      ...editor,
      body: {},
    });
    const { link } = (await made.json()) as {
      link: { id: string; url: string; expiresAt: string };
    };
    expect(Date.parse(link.expiresAt) - f.clock.now).toBe(72 * 3600_000);
    const path = new URL(link.url).pathname;
    expect(link.url.startsWith(`${ORIGIN}/preview/`)).toBe(true);

    // A phone with no studio session.
    const opened = await call(f, 'GET', path);
    expect(opened.status).toBe(302);
    const previewCode = `studio-${link.id}`;
    expect(opened.headers.get('location')).toBe(`/m/home?tenant=${previewCode}`);
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
    const page = await call(f, 'GET', `/m/home?tenant=${previewCode}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(await page.text()).toContain('Preview — not live');
    const tenant = await call(f, 'GET', `/m/tenants/${previewCode}.json`, { cookie });
    expect(((await tenant.json()) as { theme: { primary: string } }).theme.primary).toBe('#6d28d9');
    // The demo API answers for this preview only.
    const own = await call(f, 'GET', '/wps/system/country', {
      cookie,
      headers: { merchant: previewCode },
    });
    expect(own.status).toBe(200);
    const other = await call(f, 'GET', '/wps/system/country', {
      cookie,
      headers: { merchant: 'studio-00000000' },
    });
    expect(other.status).toBe(403);
    // Read-only: the link opens no studio call.
    expect((await call(f, 'GET', '/__studio/tenants', { cookie })).status).toBe(401);
    expect((await call(f, 'GET', '/__studio/changes', { cookie })).status).toBe(401);

    // Tampered: refused.
    expect((await call(f, 'GET', `${path.slice(0, -2)}xx`)).status).toBe(410);

    // A restart keeps the link working: its draft is put up again from git.
    const fresh = await restartTeam(f);
    const again = await call(fresh, 'GET', `/m/tenants/${previewCode}.json`, { cookie });
    expect(again.status).toBe(200);

    // Expired after 72 hours.
    f.clock.now += 72 * 3600_000;
    const expired = await call(f, 'GET', path);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('expired');
    expect((await call(f, 'GET', `/m/tenants/${previewCode}.json`, { cookie })).status).toBe(404);
    f.clock.now -= 72 * 3600_000;

    // Revoked: refused at once, and still refused after a restart (the record is on disk).
    const revoke = await call(
      f,
      'POST',
      `/__studio/changes/${id}/preview-links/${link.id}/revoke`,
      {
        ...editor,
        body: {},
      },
    );
    expect(revoke.status).toBe(200);
    const revoked = await call(f, 'GET', path);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain('withdrawn');
    const restarted = await restartTeam(f);
    expect((await call(restarted, 'GET', path)).status).toBe(410);
  });
});
