import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PageFrame } from '../../ui/PageFrame';
import { useFeatureStore } from '../module';
import { GAME_LAUNCH_STORE_KEY, GameLaunchStore } from './GameLaunchStore';
import { DEFAULT_BACK_URL, routerPath } from './launchRequest';
import { LaunchGameView } from './LaunchGameView';
import { gameMessages } from './messages';
import './games.css';

/** /m/launchGame (spec 2): starts the game its query names, member only (the route's guard). */
export const LaunchGamePage = observer(function LaunchGamePage() {
  const launcher = useFeatureStore(GAME_LAUNCH_STORE_KEY, (root) => new GameLaunchStore(root));
  const { search } = useLocation();
  useEffect(() => {
    launcher.start(search);
    return launcher.leave;
  }, [launcher, search]);
  return (
    // The page's own back link returns to the link's backUrl, not always home.
    <PageFrame title={<FormattedMessage {...gameMessages.launchTitle} />} back={false}>
      <LaunchGameView
        state={launcher.state}
        back={routerPath(launcher.request?.backUrl ?? DEFAULT_BACK_URL)}
        canAddToHomeScreen={launcher.canAddToHomeScreen}
        homeScreenHint={launcher.homeScreenHint}
        onRetry={launcher.retry}
        onAddToHomeScreen={launcher.addToHomeScreen}
        onOpenWindow={launcher.openWindow}
        onOpenHere={launcher.openHere}
      />
    </PageFrame>
  );
});
