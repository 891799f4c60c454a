import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageFrame } from '../../ui/PageFrame';
import { useFeatureStore } from '../module';
import { GameLanesView } from './GameLanesView';
import { GAMES_STORE_KEY, GamesStore } from './GamesStore';
import { gameMessages } from './messages';
import './games.css';
import { APP_BASE, GAMES_PATH } from '../../config/routePaths';

/** /m/game: every lane of the catalogue (the home widget shows the tenant's maxLanes). */
export const GamesPage = observer(function GamesPage() {
  const games = useFeatureStore(GAMES_STORE_KEY, (root) => new GamesStore(root));
  useEffect(() => games.start(), [games]);
  return (
    <PageFrame title={<FormattedMessage {...gameMessages.gamesTitle} />}>
      <GameLanesView
        lanes={games.lanes({
          maxLanes: Number.POSITIVE_INFINITY,
          backUrl: `${APP_BASE}${GAMES_PATH}`,
        })}
        status={games.status}
        onRetry={games.load}
      />
    </PageFrame>
  );
});
