import { observer } from 'mobx-react-lite';
import { useSettled } from '../../ui/SettleGate';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { WidgetComponent } from '../module';
import { useFeatureStore } from '../module';
import { useAfterFirstPaint } from '../module/lazy';
import { GameLanesView } from './GameLanesView';
import { GAMES_STORE_KEY, GamesStore } from './GamesStore';
import './games.css';

/** Props equal, nothing to render: the catalogue shown stays as it was while a new one renders. */
const LanesView = memo(GameLanesView);

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
  const { catalogue, matches, status } = games;
  const backUrl = `/m${pathname}`;
  const lanes = useMemo(
    () => games.lanes({ maxLanes: config.maxLanes, backUrl }),
    // The catalogue and the matches are replaced whole on each load (GamesStore).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [games, catalogue, matches, config.maxLanes, backUrl],
  );
  // The catalogue arrives as a MobX change, which React renders at once and whole (an observer
  // re-renders through useSyncExternalStore, never in slices): a merchant's lanes of cards were
  // one long task after the first paint on a cheap phone. Deferred, the lanes render in React's
  // background lane, in short slices, while the spinner (or the lanes before a language change)
  // stays; the slot counts as settled once they are committed.
  const shown = useDeferredValue(useMemo(() => ({ lanes, status }), [lanes, status]));
  useSettled(shown.status === 'ready' || shown.status === 'failed');
  return <LanesView lanes={shown.lanes} status={shown.status} onRetry={games.load} />;
});
