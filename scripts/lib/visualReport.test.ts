import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { compareFolders, parseShot } from './visualCompare.ts';
import { reportHtml, summaryText } from './visualReport.ts';
import { catalogue, languagesOf, shotFile, shotsOf } from './visualShots.ts';
import type { ShotTenant } from './visualShots.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A width×height PNG, white, with the pixels `paint` names in red. */
function png(file: string, width: number, height: number, paint: [number, number][] = []): void {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const [x, y] of paint) image.data.set([255, 0, 0, 255], (y * width + x) * 4);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, PNG.sync.write(image));
}

const tenant = (code: string, supported: string[], own: string): ShotTenant => ({
  merchantCode: code,
  languages: { supported, default: own },
  menu: [{ path: '/m/vip' }, { path: 'https://example.com/out' }],
});

describe('what is photographed', () => {
  it('the default language, one right-to-left language where there is one, and en-XA', () => {
    expect(languagesOf(tenant('demo', ['EN', 'CN', 'UR'], 'EN'))).toEqual(['EN', 'UR', 'en-XA']);
    expect(languagesOf(tenant('pk-urdu', ['UR', 'EN'], 'UR'))).toEqual(['UR', 'en-XA']);
    expect(languagesOf(tenant('th-line', ['TH', 'EN'], 'TH'))).toEqual(['TH', 'en-XA']);
  });

  it('every route as visitor, member1 and vip1, the menu pages and the dialogs, at each width', () => {
    const units = catalogue([tenant('demo', ['EN'], 'EN')]);
    const screens = units.flatMap((u) => shotsOf(u)).map((s) => `${s.screen}@${s.width}`);
    for (const expected of [
      'visitor /m/register@320',
      'member1 /m/member/home@390',
      'member1 /m/vip@390',
      'member1 /m/sports@320',
      'vip1 /m/vip@390',
      'dialog login@390',
      'dialog second-factor@320',
      'dialog notice-maintenance@390',
    ])
      expect(screens).toContain(expected);
    // A menu entry leaving the app is not a page of it.
    expect(screens.some((s) => s.includes('example.com'))).toBe(false);
  });

  it("opens the visitor's and the member's own dialogs in their route pages, the rest in pages of their own", () => {
    const demo = { ...tenant('demo', ['EN'], 'EN'), captcha: { provider: 'fake' } };
    const units = catalogue([demo], { languages: () => ['EN'] });
    const routes = (session: string) =>
      units.find((u) => u.kind === 'routes' && u.session === session);
    expect(routes('visitor')).toMatchObject({ dialogs: ['login', 'captcha', 'second-factor'] });
    expect(routes('member1')).toMatchObject({ dialogs: ['account'] });
    expect(routes('vip1')).not.toHaveProperty('dialogs');
    // Each dialog is photographed once: in its route page, or in a page of its own.
    const dialogs = units.flatMap((u) => shotsOf(u, [390])).map((s) => s.screen);
    expect(dialogs.filter((s) => s.startsWith('dialog ')).sort()).toEqual(
      [
        'account',
        'captcha',
        'install',
        'login',
        'notice-access-denied',
        'notice-domain',
        'notice-maintenance',
        'notice-status',
        'second-factor',
        'update',
      ].map((d) => `dialog ${d}`),
    );
    expect(
      units.filter((u) => u.kind === 'dialog').map((u) => u.kind === 'dialog' && u.dialog),
    ).toEqual([
      'update',
      'install',
      'notice-maintenance',
      'notice-access-denied',
      'notice-domain',
      'notice-status',
    ]);
    // After the route page's own screens.
    expect(
      shotsOf(routes('visitor')!, [390])
        .map((s) => s.screen)
        .slice(-3),
    ).toEqual(['dialog login', 'dialog captcha', 'dialog second-factor']);
  });

  it('keeps a route page for its dialog alone when --only names the dialog', () => {
    const units = catalogue([tenant('demo', ['EN'], 'EN')], {
      only: ['dialog account'],
      languages: () => ['EN'],
    });
    expect(units).toEqual([
      {
        kind: 'routes',
        tenant: 'demo',
        language: 'EN',
        session: 'member1',
        paths: [],
        dialogs: ['account'],
      },
    ]);
    expect(shotsOf(units[0]!, [390]).map((s) => s.screen)).toEqual(['dialog account']);
    // A real GeeTest captcha before the login: no second factor to photograph; no dialogs at all.
    const guarded = {
      ...tenant('th-line', ['TH'], 'TH'),
      captcha: { provider: 'geetest', showLoginGeetest: true },
    };
    expect(catalogue([guarded])[0]).toMatchObject({ dialogs: ['login'] });
    expect(catalogue([guarded], { dialogs: false }).some((u) => 'dialogs' in u)).toBe(false);
  });

  it('a shot file names its tenant, language, screen and width, and reads back', () => {
    const file = shotFile({
      tenant: 'demo',
      language: 'UR',
      screen: 'member1 /m/member/home',
      width: 320,
    });
    expect(file).toBe('demo/UR/member1_m_member_home@320.png');
    expect(parseShot(file)).toEqual({
      tenant: 'demo',
      language: 'UR',
      screen: 'member1 /m/member/home',
      width: 320,
    });
    expect(parseShot('demo/EN/dialog_notice-status@390.png').screen).toBe('dialog notice-status');
  });
});

describe('comparing two folders and the report', () => {
  it('counts the same, changed, new and removed screens, and draws the difference', () => {
    const root = mkdtempSync(join(tmpdir(), 'visual-report-'));
    dirs.push(root);
    const before = join(root, 'before');
    const after = join(root, 'after');
    png(join(before, 'demo/EN/visitor_m_login@390.png'), 10, 10);
    png(join(after, 'demo/EN/visitor_m_login@390.png'), 10, 10);
    png(join(before, 'demo/EN/member1_m_home@390.png'), 10, 10);
    png(join(after, 'demo/EN/member1_m_home@390.png'), 10, 10, [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
    png(join(before, 'th-line/TH/member1_m_vip@390.png'), 10, 10);
    png(join(after, 'th-line/TH/member1_m_game@390.png'), 10, 10);

    const results = compareFolders(before, after, join(root, 'diff'));
    const status = Object.fromEntries(results.map((r) => [r.file, r.status]));
    expect(status).toEqual({
      'demo/EN/member1_m_home@390.png': 'changed',
      'demo/EN/visitor_m_login@390.png': 'same',
      'th-line/TH/member1_m_game@390.png': 'new',
      'th-line/TH/member1_m_vip@390.png': 'removed',
    });
    const changed = results.find((r) => r.status === 'changed')!;
    expect(changed.changedPixels).toBe(5);
    expect(changed.ratio).toBeCloseTo(0.05);
    expect(existsSync(join(root, 'diff/demo/EN/member1_m_home@390.png'))).toBe(true);
    expect(existsSync(join(root, 'diff/demo/EN/visitor_m_login@390.png'))).toBe(false);

    const input = {
      title: 'Visual comparison',
      beforeLabel: 'HEAD~1',
      afterLabel: 'working tree',
      results,
      dirs: { before: 'before', after: 'after', diff: 'diff' },
    };
    const html = reportHtml(input);
    // Before, after and the difference of the changed screen, by relative path, with its share.
    expect(html).toContain('src="before/demo/EN/member1_m_home%40390.png"');
    expect(html).toContain('src="after/demo/EN/member1_m_home%40390.png"');
    expect(html).toContain('src="diff/demo/EN/member1_m_home%40390.png"');
    expect(html).toContain('5.0% of pixels changed');
    // The unchanged screen is counted, not shown; new and removed are listed.
    expect(html).not.toContain('visitor_m_login');
    expect(html).toContain('1 unchanged screens not shown.');
    expect(html).toMatch(
      /New screens \(only after\) \(1\)<\/h3><ul class="list"><li><a href="after\/th-line\/TH\/member1_m_game%40390.png">/,
    );
    expect(html).toMatch(/Removed screens \(only before\) \(1\)/);
    expect(html).not.toMatch(/<script|https?:\/\//);

    const summary = summaryText(input);
    expect(summary).toMatch(/demo\s+1 changed\s+1 unchanged/);
    expect(summary).toMatch(/th-line\s+0 changed\s+0 unchanged\s+\(1 new, 1 removed\)/);
    expect(summary).toContain('total: 1 changed, 1 new, 1 removed of 4 screens');
  });

  it('a screen that grew is changed by the new area too; nothing changed says so', () => {
    const root = mkdtempSync(join(tmpdir(), 'visual-report-'));
    dirs.push(root);
    png(join(root, 'before/demo/EN/member1_m_home@390.png'), 10, 10);
    png(join(root, 'after/demo/EN/member1_m_home@390.png'), 10, 12);
    const [grown] = compareFolders(join(root, 'before'), join(root, 'after'), join(root, 'diff'));
    expect(grown).toMatchObject({ status: 'changed', sizes: { before: '10×10', after: '10×12' } });
    expect(grown!.changedPixels).toBe(20);

    const same = reportHtml({
      title: 't',
      beforeLabel: 'a',
      afterLabel: 'b',
      results: [{ ...grown!, status: 'same', changedPixels: 0, ratio: 0 }],
      dirs: { before: 'before', after: 'after', diff: 'diff' },
    });
    expect(same).toContain('No screen looks different.');
    expect(readFileSync(join(root, 'diff/demo/EN/member1_m_home@390.png')).length).toBeGreaterThan(
      0,
    );
  });
});
