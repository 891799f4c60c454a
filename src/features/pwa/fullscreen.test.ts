// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the app, its static pages and its entry page. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(?:tsx?|html|js|css)$/.test(name) ? [path] : [];
  });
}

/**
 * spec 2: `fullscreen=0` disables fullscreen. The page itself never goes full screen, so the
 * value has nothing to turn off in /m (docs/pwa.md, Full screen): no Fullscreen API call, no
 * frame allowed to go full screen, no full-screen media. The one full-screen thing is an
 * installed app's display mode, which the platform's manifest sets and the browser reads at
 * install time. This test fails the day something in /m starts going full screen: then
 * `launch.fullscreen` must gate it.
 */
describe('full screen in /m', () => {
  it('nothing in the app asks the browser for it', () => {
    const sources = [...files('src'), ...files('public'), 'index.html'].filter(
      (path) => !path.endsWith('fullscreen.test.ts'),
    );
    const asking = sources.filter((path) =>
      /requestFullscreen|webkitRequestFullscreen|webkitEnterFullscreen|allowfullscreen|allow="[^"]*fullscreen/i.test(
        readFileSync(path, 'utf8'),
      ),
    );
    expect(asking).toEqual([]);
  });
});
