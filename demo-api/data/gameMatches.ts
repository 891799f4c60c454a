import type { GameMatch } from '../../src/api/calls/games.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { tenantLanes, vendorNodeId } from './gameCatalogue.ts';
import { GAME_TEXTS } from './gameTexts.ts';
import { pickText } from './language.ts';
import { seededRandom } from './seeded.ts';

const HOUR_MS = 3_600_000;
const SPORTS_VENDOR = 'MATCHLINE';
export const DEFAULT_MATCH_COUNT = 10;

const TEAMS: readonly (readonly [string, string])[] = [
  ['Harbor City', 'Northgate United'],
  ['Riverside FC', 'Palm Coast'],
  ['Eastfield Rovers', 'Summit Athletic'],
  ['Lakeside Stars', 'Old Town Wanderers'],
  ['Coral Bay', 'Highland Rangers'],
  ['Bridgeport', 'Westmoor City'],
];

const odd = (value: number): number => Math.round(value * 100) / 100;

/**
 * GCSGAME_getGameMatchV2: the merchant's upcoming matches when it has the sports lane (none
 * otherwise), soonest first, league names in `language`. Kick-offs follow `now` on the hour.
 */
export function gameMatches(
  tenant: TenantConfig,
  language: string,
  now: number,
  size: number = DEFAULT_MATCH_COUNT,
): GameMatch[] {
  if (!tenantLanes(tenant).includes('SPORTS')) return [];
  const leagues = pickText(GAME_TEXTS, language).leagues;
  const random = seededRandom(`${tenant.merchantCode}:matches`);
  const firstKickOff = Math.ceil(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  const nodeId = vendorNodeId(tenant, SPORTS_VENDOR);
  return TEAMS.slice(0, Math.max(0, size)).map(([homeTeam, awayTeam], index): GameMatch => {
    const home = 1.4 + random.next() * 2.6;
    return {
      matchId: `${tenant.merchantCode}-${index + 1}`,
      vendor: SPORTS_VENDOR,
      nodeId,
      league: leagues[index % leagues.length] ?? leagues[0],
      homeTeam,
      awayTeam,
      startTime: firstKickOff + index * 3 * HOUR_MS,
      odds: { home: odd(home), draw: odd(2.9 + random.next()), away: odd(5.6 - home * 0.8) },
    };
  });
}
