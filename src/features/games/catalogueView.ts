import type {
  GameCard,
  GameMatch,
  GameType,
  GameVendorCatalogue,
  LottoView,
} from '../../api/calls/games';
import { DEFAULT_GAME_LANES_MAX_LANES } from '../../config/widgetDefaults.gen';
import { launchPath } from './launchRequest';
import { categoryOrdinals, lotteryVariant } from './ordinals';

export interface CardView {
  key: string;
  name: string;
  image: string;
  gameCount: number;
  /** Router path of the real-play launch. */
  play: string;
  /** Router path of the free-play launch, when the card offers one. */
  trial: string | null;
}

export interface CategoryView {
  key: string;
  title: string;
  ordinal: number;
  cards: CardView[];
}

export interface MatchView {
  match: GameMatch;
  play: string;
}

export interface LaneView {
  key: GameType;
  title: string;
  display: 'GRID' | 'ROW';
  /** The lane's own page (mapping), as a router path, when it is an /m/ page. */
  page: string | null;
  categories: CategoryView[];
  /** The upcoming matches of this lane's vendors (the sports lane). */
  matches: MatchView[];
}

export interface CatalogueViewOptions {
  maxLanes?: number;
  /** The tenant offers trial launches (games.trialLaunch, default true). */
  trialLaunch: boolean;
  /** Where a launched game returns: the page the lanes are on. */
  backUrl: string;
}

const APP_PAGE = /^\/m(\/[a-z][a-z0-9-]*)$/;

/** Orders items by their position in `order`; items not in it follow, in their own order. */
function byOrder<T>(
  items: readonly T[],
  order: readonly string[] | undefined,
  key: (item: T) => string,
): T[] {
  if (!order?.length) return [...items];
  const rank = (item: T) => {
    const index = order.indexOf(key(item));
    return index === -1 ? order.length : index;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

function cardView(
  card: GameCard,
  category: string,
  view: LottoView | undefined,
  options: CatalogueViewOptions,
): CardView {
  const vendor = card.gameClassify.vendors[0] ?? card.accountTypeName;
  const link = { vendor, code: card.nodeId, lottoView: view, backUrl: options.backUrl };
  return {
    key: `${category}:${card.accountTypeName}:${card.nodeId}`,
    name: card.displayName,
    image: card.image,
    gameCount: card.gameCount,
    play: launchPath({ ...link, playType: 'real' }),
    trial: card.freeplay && options.trialLaunch ? launchPath({ ...link, playType: 'trial' }) : null,
  };
}

/**
 * The catalogue as the lanes show it: lanes in `sorting` order, at most maxLanes; categories
 * numbered by spec 9 (categoryOrdinals) and in that order; cards in the lane's vendorSorting;
 * each card launching through /m/launchGame (a lottery variant with its view); the matches of
 * a lane's vendors under that lane.
 */
export function catalogueView(
  catalogue: GameVendorCatalogue,
  matches: readonly GameMatch[],
  options: CatalogueViewOptions,
): LaneView[] {
  const lanes = byOrder(catalogue.lanes, catalogue.sorting, (lane) => lane.key).slice(
    0,
    Math.max(0, options.maxLanes ?? DEFAULT_GAME_LANES_MAX_LANES),
  );
  const ordinals = categoryOrdinals(lanes);
  return lanes.map((lane): LaneView => {
    const vendorOrder = catalogue.vendorSorting[lane.key];
    const categories = lane.categories
      .map((category): CategoryView => {
        const view = lotteryVariant(lane.key, category.key)?.view;
        const cards = byOrder(
          category.cards,
          vendorOrder,
          (card) => card.gameClassify.vendors[0] ?? '',
        );
        return {
          key: category.key,
          title: category.title,
          ordinal: ordinals.get(category.key) ?? 0,
          cards: cards.map((card) => cardView(card, category.key, view, options)),
        };
      })
      .filter((category) => category.cards.length > 0)
      .sort((a, b) => a.ordinal - b.ordinal);
    const vendors = new Set(
      lane.categories.flatMap((c) => c.cards.flatMap((card) => card.gameClassify.vendors)),
    );
    const page = APP_PAGE.exec(catalogue.mapping[lane.key] ?? '')?.[1] ?? null;
    return {
      key: lane.key,
      title: lane.title,
      display: catalogue.display[lane.key] ?? 'GRID',
      page,
      categories,
      matches: matches
        .filter((match) => vendors.has(match.vendor))
        .map((match) => ({
          match,
          play: launchPath({ vendor: match.vendor, code: match.nodeId, backUrl: options.backUrl }),
        })),
    };
  });
}
