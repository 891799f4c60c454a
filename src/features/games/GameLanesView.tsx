import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { LazyImage } from '../../ui/LazyImage';
import { Spinner } from '../../ui/Spinner';
import type { CardView, CategoryView, LaneView } from './catalogueView';
import type { CatalogueStatus } from './GamesStore';
import { GameMatchesView } from './GameMatchesView';
import { gameArgMessages, gameMessages } from './messages';

/** The demo's and the platform's card images are 16:10. */
const IMAGE_WIDTH = 160;
const IMAGE_HEIGHT = 100;

export interface GameLanesViewProps {
  lanes: readonly LaneView[];
  status: CatalogueStatus;
  onRetry: () => void;
}

/**
 * A card's links are named by what they show (WCAG 2.5.3, label in name): the play link by the
 * game's name and count, "Try free" by its text and described by the game's name.
 */
function GameCardView({ card }: { card: CardView }) {
  const nameId = useId();
  return (
    <li className="game-card">
      <Link to={card.play} className="game-card-play">
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
      </Link>
      {card.trial && (
        <Link to={card.trial} className="game-card-trial" aria-describedby={nameId}>
          <FormattedMessage {...gameMessages.tryFreeShort} />
        </Link>
      )}
    </li>
  );
}

function CategoryBlock({ category, display }: { category: CategoryView; display: 'GRID' | 'ROW' }) {
  return (
    <div className="game-category" data-ordinal={category.ordinal}>
      <h4 className="game-category-title">{category.title}</h4>
      <ul className={`game-cards game-cards-${display === 'ROW' ? 'row' : 'grid'}`}>
        {category.cards.map((card) => (
          <GameCardView key={card.key} card={card} />
        ))}
      </ul>
    </div>
  );
}

/** The game vendor catalogue: lanes of categories of cards, and the matches of the sports lane. */
export function GameLanesView({ lanes, status, onRetry }: GameLanesViewProps) {
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
              <CategoryBlock key={category.key} category={category} display={lane.display} />
            ))}
            {lane.matches.length > 0 && <GameMatchesView matches={lane.matches} />}
          </section>
        ))
      )}
    </section>
  );
}
