import { Hono } from 'hono';
import { LOTTERY_LAUNCH_PATH } from '../../src/api/calls/games.ts';
import { requireMember } from '../auth.ts';
import { failure, ok } from '../envelope.ts';
import { merchant } from '../merchant.ts';
import type { MerchantEnv } from '../merchant.ts';
import { DEMO_IMAGES_PATH, demoImageSvg } from '../data/images.ts';
import { abortableSleep } from '../abortableSleep.ts';
import {
  checkLotteryLaunch,
  DEMO_NO_URL_GAME,
  DEMO_SLOW_HANG_MS,
  demoGameUrl,
  isSlowDemoGame,
} from '../data/lottery.ts';
import type { DemoState } from '../state.ts';

export interface GameRoutesDeps {
  state: DemoState;
}

const IMAGE_FILE = /^([a-z0-9-]{1,80})\.(svg|webp|avif)$/;

/**
 * The lottery launch (spec 7 Games) and the demo's generated game and announcement images.
 * The launch needs a member; its gameUrl opens the demo game page on the app's own origin.
 * Two demo game codes (data/lottery.ts) give the launch's failures: DEMO_SLOW, DEMO_NO_URL.
 */
export function gameRoutes({ state }: GameRoutesDeps): Hono<MerchantEnv> {
  const routes = new Hono<MerchantEnv>();
  // Merchant, session and DEMO_SLOW* code of each launch that hung: the next ones answer.
  const slowHung = new Set<string>();

  routes.get(LOTTERY_LAUNCH_PATH, merchant(state.tenants), async (c) => {
    const member = await requireMember(c, state);
    if (member instanceof Response) return member;
    const check = checkLotteryLaunch(c.var.tenant, c.req.query());
    if (!check.ok) return c.json(failure('param.invalid', check.message), 400);
    const { launch } = check;
    if (launch.gameCode === DEMO_NO_URL_GAME) return c.json(ok({ gameUrl: null }));
    if (isSlowDemoGame(launch.gameCode)) {
      const key = `${c.var.tenant.merchantCode}|${c.req.header('Authorization') ?? ''}|${launch.gameCode}`;
      if (!slowHung.has(key)) {
        slowHung.add(key);
        await abortableSleep(DEMO_SLOW_HANG_MS, c.req.raw.signal);
        return c.json(failure('http.504', 'Demo: the slow game did not answer in time'), 504);
      }
    }
    const gameUrl = demoGameUrl({
      game: launch.gameCode,
      back: launch.backUrl,
      language: launch.language,
      title: launch.title,
      view: launch.view,
      room: launch.roomId,
    });
    return c.json(ok({ gameUrl }));
  });

  // Stands in for the platform's image CDN: any of the three extensions answers the same SVG,
  // so an image-aware answer (.webp, .avif) still shows in the demo.
  routes.get(`${DEMO_IMAGES_PATH}/:merchant/:file`, (c) => {
    const tenant = state.tenants.get(c.req.param('merchant'));
    const match = IMAGE_FILE.exec(c.req.param('file'));
    if (!tenant || !match?.[1]) return c.json(failure('not.found', 'No such image'), 404);
    return c.body(demoImageSvg(tenant, match[1]), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  return routes;
}
