import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { compareSides } from './visualRun.ts';

/**
 * The stories part of the visual comparison (--stories) end to end on three stories and two
 * tenants, without building Storybook: each side is a folder shaped like storybook-static (its
 * index.json, and an iframe.html that draws the story asked for under the tenant of its
 * `globals`, draws another when asked on Storybook's channel, and tells, as Storybook's preview
 * does, that its render is finished and which tenant the story pins). Served, photographed, compared and reported as `npm run screens` does: the
 * same stories find nothing; one story's colour changed for one tenant shows under that tenant
 * alone, named by its title and name. The before side is shot once and kept, as a revision's is.
 */

const TENANTS = ['demo', 'th-line'];
const defaults = new Map([
  ['demo', 'EN'],
  ['th-line', 'TH'],
]);

/** Per story: its colour (per tenant when it differs), and the tenant its globals pin. */
type Looks = Record<string, { color: string; colors?: Record<string, string>; pinned?: string }>;

const SAME: Looks = {
  'ui-box--plain': { color: '#2563eb' },
  'ui-box--themed': { color: '#16a34a', colors: { 'th-line': '#7c3aed' } },
  'ui-box--pinned': { color: '#f59e0b', pinned: 'demo' },
};

function storybookFolder(dir: string, looks: Looks): string {
  mkdirSync(dir, { recursive: true });
  const entries = Object.fromEntries(
    Object.keys(looks).map((id) => {
      const name = id.split('--')[1]!;
      return [
        id,
        {
          type: 'story',
          id,
          title: 'UI/Box',
          name: name[0]!.toUpperCase() + name.slice(1),
          importPath: './Box.stories.tsx',
        },
      ];
    }),
  );
  writeFileSync(join(dir, 'index.json'), JSON.stringify({ v: 5, entries }));
  writeFileSync(
    join(dir, 'iframe.html'),
    `<!doctype html><html><head><style>body { margin: 0 }</style></head><body><div id="root"></div><script>
const query = new URLSearchParams(location.search);
const tenant = /tenant:([^;]+)/.exec(query.get('globals') || '')?.[1] || 'demo';
function draw(id) {
  const look = ${JSON.stringify(looks)}[id];
  const shown = look.pinned || tenant;
  const box = document.createElement('div');
  box.style.cssText = 'height: 300px; margin: 20px; background: ' + ((look.colors || {})[shown] || look.color);
  document.getElementById('root').replaceChildren(box);
  window.__STORYBOOK_PREVIEW__ = { currentRender: { id, phase: 'finished', story: { storyGlobals: look.pinned ? { tenant: look.pinned } : {} } } };
}
draw(query.get('id'));
// Another story in the same page, as the sidebar asks for it: a frame later, as a render is.
window.__STORYBOOK_ADDONS_CHANNEL__ = {
  emit(event, selection) {
    if (event !== 'setCurrentStory') return;
    window.__STORYBOOK_PREVIEW__.currentRender.phase = 'rendering';
    requestAnimationFrame(() => draw(selection.storyId));
  },
};
</script></body></html>`,
  );
  return dir;
}

let browser: Browser;
let out: string;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  out = mkdtempSync(join(tmpdir(), 'visual-stories-test-'));
}, 60_000);

afterAll(async () => {
  if (out) rmSync(out, { recursive: true, force: true });
  await browser?.close();
}, 60_000);

const names = (results: { tenant: string; screen: string }[]) =>
  results.map((r) => `${r.tenant} ${r.screen}`);

describe('the stories of the visual comparison', () => {
  it('finds no changed story between the same stories, each under its tenants', async () => {
    const run = await compareSides({
      browser,
      before: {
        label: 'a',
        origin: '',
        storybook: storybookFolder(join(out, 'sb-a'), SAME),
        cache: join(out, 'kept'),
      },
      after: { label: 'b', origin: '', storybook: storybookFolder(join(out, 'sb-b'), SAME) },
      units: [],
      defaults,
      storyTenants: TENANTS,
      workers: 2,
      out: join(out, 'same'),
    });
    expect(run.failures).toEqual([]);
    // The pinned story shows demo whatever the toolbar says: photographed under demo only.
    expect(names(run.results).sort()).toEqual([
      'demo story: UI/Box/Pinned',
      'demo story: UI/Box/Plain',
      'demo story: UI/Box/Themed',
      'th-line story: UI/Box/Plain',
      'th-line story: UI/Box/Themed',
    ]);
    expect(run.results.filter((r) => r.status !== 'same')).toEqual([]);
    expect(run.results.find((r) => r.tenant === 'th-line')?.language).toBe('TH');
    expect(run.summary).toContain('total: 0 changed, 0 new, 0 removed of 5 screens');
    expect(readFileSync(run.report, 'utf8')).toContain('No screen looks different.');
  }, 120_000);

  it("shows a story's change under the tenant it changed for, by its title and name", async () => {
    const changed: Looks = {
      ...SAME,
      'ui-box--themed': { color: '#16a34a', colors: { 'th-line': '#e11d48' } },
    };
    const run = await compareSides({
      browser,
      before: {
        label: 'published',
        origin: '',
        // Everything is kept from the first comparison: nothing to serve.
        storybook: join(out, 'sb-a'),
        cache: join(out, 'kept'),
      },
      after: {
        label: 'themed story changed',
        origin: '',
        storybook: storybookFolder(join(out, 'sb-c'), changed),
      },
      units: [],
      defaults,
      storyTenants: TENANTS,
      workers: 2,
      out: join(out, 'changed'),
    });
    expect(run.failures).toEqual([]);
    expect(run.timings.map((t) => t.label)).toContain('before stories (0, 5 kept)');
    const byStatus = (status: string) => names(run.results.filter((r) => r.status === status));
    expect(byStatus('changed')).toEqual(['th-line story: UI/Box/Themed']);
    expect(byStatus('same')).toHaveLength(4);
    expect(run.summary).toMatch(/th-line\s+1 changed\s+1 unchanged/);
    expect(run.summary).toMatch(/demo\s+0 changed\s+3 unchanged/);
    const html = readFileSync(run.report, 'utf8');
    const section = html.slice(html.indexOf('<section id="tenant-th-line">'));
    expect(section).toContain('story: UI/Box/Themed · TH · 390 px');
    expect(section).toContain('src="diff/th-line/story/ui-box--themed%40390.png"');
    expect(html).not.toContain('<section id="tenant-demo">');
  }, 120_000);
});
