import { FormattedDate, FormattedMessage, FormattedNumber, FormattedTime } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MatchView } from './catalogueView';
import { gameArgMessages, gameMessages } from './messages';

const ODDS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** The upcoming matches (GCSGAME_getGameMatchV2), each launching its vendor's node. */
export function GameMatchesView({ matches }: { matches: readonly MatchView[] }) {
  return (
    <div className="game-matches">
      <h4 className="game-category-title">
        <FormattedMessage {...gameMessages.matchesTitle} />
      </h4>
      <ul className="game-match-list">
        {matches.map(({ match, play }) => (
          <li key={match.matchId} className="game-match">
            <Link to={play} className="game-match-link">
              <span className="game-match-league">{match.league}</span>
              <span className="game-match-teams">
                <FormattedMessage
                  {...gameArgMessages.matchTeams}
                  values={{ home: match.homeTeam, away: match.awayTeam }}
                />
              </span>
              <span className="game-match-time">
                <FormattedDate value={match.startTime} month="short" day="numeric" />{' '}
                <FormattedTime value={match.startTime} />
              </span>
              <span className="game-match-odds">
                <span>
                  <FormattedMessage {...gameMessages.oddsHome} />{' '}
                  <FormattedNumber value={match.odds.home} {...ODDS} />
                </span>
                {match.odds.draw !== null && (
                  <span>
                    <FormattedMessage {...gameMessages.oddsDraw} />{' '}
                    <FormattedNumber value={match.odds.draw} {...ODDS} />
                  </span>
                )}
                <span>
                  <FormattedMessage {...gameMessages.oddsAway} />{' '}
                  <FormattedNumber value={match.odds.away} {...ODDS} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
