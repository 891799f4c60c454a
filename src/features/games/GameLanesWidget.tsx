import { observer } from 'mobx-react-lite';
import { useSettled } from '../../ui/SettleGate';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { WidgetComponent } from '../module';
import { useFeatureStore } from '../module';
import { useAfterFirstPaint } from '../module/lazy';
import { GameLanesView } from './GameLanesView';
import { GAMES_STORE_KEY, GamesStore } from './GamesStore';
import './games.css';

/** The gameLanes widget (home slot): the vendor catalogue; a card's game returns to this page. */
export const GameLanesWidget: WidgetComponent<'gameLanes'> = observer(function GameLanesWidget({
  config,
}) {
  const games = useFeatureStore(GAMES_STORE_KEY, (root) => new GamesStore(root));
  const { pathname } = useLocation();
  useEffect(() => games.start(), [games]);
  // The launch page a card opens comes down while the home is idle, so the first tap on a card
  // does not wait for its code (the same file as the games page, index.ts).
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void import('./pages').catch(() => undefined);
  }, [painted]);
  useSettled(games.status === 'ready' || games.status === 'failed');
  return (
    <GameLanesView
      lanes={games.lanes({ maxLanes: config.maxLanes, backUrl: `/m${pathname}` })}
      status={games.status}
      onRetry={games.load}
    />
  );
});
