import { FormattedMessage, useIntl } from 'react-intl';
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

function GameCardView({ card }: { card: CardView }) {
  const intl = useIntl();
  return (
    <li className="game-card">
      <Link
        to={card.play}
        className="game-card-play"
        aria-label={intl.formatMessage(gameArgMessages.play, { name: card.name })}
      >
        <LazyImage
          src={card.image}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          className="game-card-image"
        />
        <span className="game-card-name">{card.name}</span>
        <span className="game-card-count">
          <FormattedMessage {...gameArgMessages.gameCount} values={{ count: card.gameCount }} />
        </span>
      </Link>
      {card.trial && (
        <Link
          to={card.trial}
          className="game-card-trial"
          aria-label={intl.formatMessage(gameArgMessages.tryFree, { name: card.name })}
        >
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
