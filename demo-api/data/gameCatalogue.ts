import type {
  GameCard,
  GameCategory,
  GameLane,
  GameType,
  GameVendor,
  GameVendorCatalogue,
} from '../../src/api/calls/games.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { GAME_TEXTS } from './gameTexts.ts';
import type { GameCategoryKey } from './gameTexts.ts';
import {
  ALWAYS_SHOWN_LANES,
  LANE_CATEGORIES,
  LANE_DISPLAY,
  LANE_ORDER,
  LANE_PAGES,
  ORDINAL_START,
  ORDINAL_STEP,
  VENDORS,
} from './gameVendors.ts';
import type { VendorDef } from './gameVendors.ts';
import { demoImageUrl, slugify } from './images.ts';
import type { ImageExt } from './images.ts';
import { pickText } from './language.ts';
import { hashString, seededRandom, stableId } from './seeded.ts';

/** The merchant's lanes: lottery, slots and live, then 0 to 2 more chosen by its code. */
export function tenantLanes(tenant: TenantConfig): GameType[] {
  const extra =
    hashString(`${tenant.merchantCode}:lanes`) % (LANE_ORDER.length - ALWAYS_SHOWN_LANES + 1);
  return LANE_ORDER.slice(0, ALWAYS_SHOWN_LANES + extra);
}

function vendorDef(code: string): VendorDef {
  const vendor = VENDORS.find((v) => v.code === code);
  if (!vendor) throw new Error(`Unknown demo vendor ${code}`);
  return vendor;
}

/** The vendor's game node for this merchant: the nodeId a launch names. */
export function vendorNodeId(tenant: TenantConfig, code: string): string {
  const base = stableId(tenant.merchantCode, 'nodes', 10_000, 80_000);
  return String(base + VENDORS.findIndex((v) => v.code === code) * 10);
}

/** The vendor offers free play and the merchant allows trial launches (default true). */
export function offersTrial(tenant: TenantConfig, vendor: VendorDef): boolean {
  return vendor.trial && tenant.games.trialLaunch !== false;
}

/** spec 9: 100, 200, 300 ... in lane order; a lottery variant is its base plus its offset. */
export function categoryOrdinals(lanes: readonly GameType[]): Map<GameCategoryKey, number> {
  const ordinals = new Map<GameCategoryKey, number>();
  let next = ORDINAL_START;
  for (const lane of lanes) {
    for (const category of LANE_CATEGORIES[lane]) {
      if (category.variantOf) {
        ordinals.set(
          category.key,
          (ordinals.get(category.variantOf) ?? 0) + (category.offset ?? 0),
        );
      } else {
        ordinals.set(category.key, next);
        next += ORDINAL_STEP;
      }
    }
  }
  return ordinals;
}

function card(
  tenant: TenantConfig,
  category: GameCategoryKey,
  vendor: VendorDef,
  ext: ImageExt | null,
): GameCard {
  const random = seededRandom(`${tenant.merchantCode}:${category}:${vendor.code}`);
  return {
    accountTypeName: `${vendor.code}_${vendor.gameType}`,
    displayName: vendor.name,
    freeplay: offersTrial(tenant, vendor),
    gameClassify: { vendors: [vendor.code] },
    gameCount: random.int(vendor.games[0], vendor.games[1]),
    image: demoImageUrl(tenant, slugify(`${category} ${vendor.code}`), ext),
    nodeId: vendorNodeId(tenant, vendor.code),
  };
}

/** GCSGAME_newGameVendor's value.data for this merchant, titles in `language`. */
export function gameCatalogue(
  tenant: TenantConfig,
  language: string,
  ext: ImageExt | null,
): GameVendorCatalogue {
  const texts = pickText(GAME_TEXTS, language);
  const laneTypes = tenantLanes(tenant);
  const ordinals = categoryOrdinals(laneTypes);
  const lanes = laneTypes.map((lane): GameLane => ({
    key: lane,
    title: texts.lanes[lane],
    categories: LANE_CATEGORIES[lane]
      .map((category): GameCategory => ({
        key: category.key,
        title: texts.categories[category.key],
        ordinal: ordinals.get(category.key) ?? 0,
        cards: category.vendors.map((code) => card(tenant, category.key, vendorDef(code), ext)),
      }))
      .sort((a, b) => a.ordinal - b.ordinal),
  }));
  const vendorsOf = (lane: GameType): string[] => [
    ...new Set(LANE_CATEGORIES[lane].flatMap((category) => category.vendors)),
  ];
  const allVendors = laneTypes.flatMap((lane) =>
    vendorsOf(lane).map((code): GameVendor => {
      const vendor = vendorDef(code);
      return {
        code,
        name: vendor.name,
        gameTypes: [vendor.gameType],
        image: demoImageUrl(tenant, slugify(`vendor ${code}`), ext),
      };
    }),
  );
  return {
    lanes,
    mapping: Object.fromEntries(laneTypes.map((lane) => [lane, LANE_PAGES[lane]])),
    sorting: laneTypes,
    vendorSorting: Object.fromEntries(laneTypes.map((lane) => [lane, vendorsOf(lane)])),
    display: Object.fromEntries(laneTypes.map((lane) => [lane, LANE_DISPLAY[lane]])),
    ordinal: Object.fromEntries(ordinals),
    allVendors,
  };
}

/** The vendor behind a nodeId of this merchant, when its lane is shown. */
export function vendorByNode(tenant: TenantConfig, nodeId: string): VendorDef | undefined {
  const lanes = new Set(tenantLanes(tenant));
  return VENDORS.find(
    (vendor) => lanes.has(vendor.gameType) && vendorNodeId(tenant, vendor.code) === nodeId,
  );
}
