import { memo, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { laidOutGroup } from '../../platform/laidOut';
import type { LaidOutGroup } from '../../platform/laidOut';
import { Button } from '../../ui/Button';
import { LazyImage } from '../../ui/LazyImage';
import { Spinner } from '../../ui/Spinner';
import { useAfterPaint } from '../../ui/useAfterPaint';
import type { CardView, CategoryView, LaneView } from './catalogueView';
import type { CatalogueStatus } from './GamesStore';
import { GameMatchesView } from './GameMatchesView';
import { gameArgMessages, gameMessages } from './messages';
import { NearEnd } from './NearEnd';

/** The demo's and the platform's card images are 16:10. */
const IMAGE_WIDTH = 160;
const IMAGE_HEIGHT = 100;

export interface GameLanesViewProps {
  lanes: readonly LaneView[];
  status: CatalogueStatus;
  onRetry: () => void;
}

/** A plain tap or click: not one that opens the link elsewhere (a new tab, a download). */
function plainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link that starts a game. The tap's frame paints the card pressed (`game-card-opening`), and
 * the launch page, which replaces the whole home, comes in the frame after: rendering it inside
 * the tap's frame held that frame up on a cheap phone (docs/bench.md, taps). The address stays a
 * real link: a long press, a new tab and the keyboard's Enter work as on any link.
 */
function LaunchLink({
  to,
  className,
  children,
  ...aria
}: {
  to: string;
  className: string;
  children: ReactNode;
  'aria-describedby'?: string;
}) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const afterPaint = useAfterPaint();
  return (
    <Link
      to={to}
      className={opening ? `${className} game-card-opening` : className}
      {...aria}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        setOpening(true);
        afterPaint(() => navigate(to));
      }}
    >
      {children}
    </Link>
  );
}

/**
 * A card's links are named by what they show (WCAG 2.5.3, label in name): the play link by the
 * game's name and count, "Try free" by its text and described by the game's name.
 */
// Memo: a category rendered again (its kept space measured, a batch more made) leaves the cards
// it had as they were.
const GameCardView = memo(function GameCardView({ card }: { card: CardView }) {
  const nameId = useId();
  return (
    <li className="game-card">
      <LaunchLink to={card.play} className="game-card-play">
        <LazyImage
          src={card.image}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          className="game-card-image"
        />
        <span id={nameId} className="game-card-name">
          {card.name}
        </span>
        <span className="game-card-count">
          <FormattedMessage {...gameArgMessages.gameCount} values={{ count: card.gameCount }} />
        </span>
      </LaunchLink>
      {card.trial && (
        <LaunchLink to={card.trial} className="game-card-trial" aria-describedby={nameId}>
          <FormattedMessage {...gameMessages.tryFreeShort} />
        </LaunchLink>
      )}
    </li>
  );
});

/**
 * Cards made at first: two rows of a grid, or a strip's first three and a half. A big merchant
 * (150 cards and more) gets the rest a batch at a time as they come within a screen of being
 * seen, each batch its own short task after the first paint; the space they take is kept.
 */
const FIRST_CARDS = { GRID: 4, ROW: 4 } as const;
const MORE_CARDS = { GRID: 8, ROW: 4 } as const;
/** games.css: the gap between a grid's rows. */
const CARD_GAP_PX = 10;

function CategoryBlock({
  category,
  display,
  laidOut,
}: {
  category: CategoryView;
  display: 'GRID' | 'ROW';
  /** The lanes' categories' first cards, read in one report and rendered in one commit. */
  laidOut: LaidOutGroup;
}) {
  const total = category.cards.length;
  const [made, setMade] = useState<number>(FIRST_CARDS[display]);
  const more = useCallback(
    () => setMade((n) => Math.min(total, n + MORE_CARDS[display])),
    [total, display],
  );
  const shown = Math.min(made, total);
  const rest = total - shown;
  const row = display === 'ROW';
  const list = useRef<HTMLUListElement>(null);
  // A grid's kept space is its rows at the height of a card made (its font, its names), read
  // before the first paint of the cards: the CSS estimate only stands in until then. Read once
  // the browser has laid the card out, in the same frame and with every other category's: read
  // in this commit, it laid out the whole home inside the commit's task, and read one category
  // at a time, once per category (a large merchant's longest tasks, docs/bench.md).
  const [cardHeight, setCardHeight] = useState<number | null>(null);
  const measure = !row && rest > 0 && cardHeight === null;
  // A layout effect so the card is watched before the frame that lays it out.
  useLayoutEffect(() => {
    const first = measure ? list.current?.querySelector('.game-card') : null;
    if (!first) return;
    return laidOut.watch(first, () => {
      const height = first.getBoundingClientRect().height;
      if (height > 0) setCardHeight(height);
    });
  }, [measure, laidOut]);
  const rows = Math.ceil(total / 2) - Math.ceil(shown / 2);
  const gridSpace: CSSProperties =
    cardHeight === null
      ? ({ '--rows': rows } as CSSProperties)
      : { height: `${rows * cardHeight + (rows - 1) * CARD_GAP_PX}px` };
  return (
    <div className="game-category" data-ordinal={category.ordinal}>
      <h4 className="game-category-title">{category.title}</h4>
      <ul ref={list} className={`game-cards game-cards-${row ? 'row' : 'grid'}`}>
        {category.cards.slice(0, shown).map((card) => (
          <GameCardView key={card.key} card={card} />
        ))}
        {rest > 0 && (
          <NearEnd
            key={shown}
            onNear={more}
            rest={rest}
            axis={row ? 'row' : 'column'}
            className={row ? 'game-cards-rest-row' : 'game-cards-rest'}
            style={row ? ({ '--rest': rest } as CSSProperties) : gridSpace}
          />
        )}
      </ul>
    </div>
  );
}

/** The game vendor catalogue: lanes of categories of cards, and the matches of the sports lane. */
export function GameLanesView({ lanes, status, onRetry }: GameLanesViewProps) {
  // Rendered before the frame is painted, so a grid's estimate is never seen where it is wrong.
  const [laidOut] = useState(() => laidOutGroup(flushSync));
  return (
    <section className="game-lanes" aria-labelledby="game-lanes-title">
      <h2 id="game-lanes-title" className="game-lanes-title">
        <FormattedMessage {...gameMessages.lanesTitle} />
      </h2>
      {status === 'failed' ? (
        <div className="game-lanes-failed">
          <p role="alert">
            <FormattedMessage {...gameMessages.lanesFailed} />
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage {...gameMessages.retry} />
          </Button>
        </div>
      ) : status !== 'ready' ? (
        <Spinner />
      ) : (
        lanes.map((lane) => (
          <section
            key={lane.key}
            className="game-lane"
            aria-labelledby={`game-lane-${lane.key}`}
            data-lane={lane.key}
          >
            <div className="game-lane-head">
              <h3 id={`game-lane-${lane.key}`} className="game-lane-title">
                {lane.title}
              </h3>
              {lane.page && (
                <Link
                  to={lane.page}
                  className="game-lane-more"
                  aria-describedby={`game-lane-${lane.key}`}
                >
                  <FormattedMessage {...gameMessages.seeAll} />
                </Link>
              )}
            </div>
            {lane.categories.map((category) => (
              <CategoryBlock
                key={category.key}
                category={category}
                display={lane.display}
                laidOut={laidOut}
              />
            ))}
            {lane.matches.length > 0 && <GameMatchesView matches={lane.matches} />}
          </section>
        ))
      )}
    </section>
  );
}
