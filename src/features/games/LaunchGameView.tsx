import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { LaunchFailure, LaunchState } from './GameLaunchStore';
import { canRetry } from './launchRules';
import { gameMessages } from './messages';
import { DOWNLOAD_PATH } from '../../config/routePaths';

const FAILURE_TEXT: Readonly<Record<LaunchFailure, MessageDescriptor>> = {
  timeout: gameMessages.timeoutRetry,
  startError: gameMessages.startError,
  noUrl: gameMessages.urlMissing,
  unsafeUrl: gameMessages.launchFailed,
  notInApp: gameMessages.appOnly,
  popupBlocked: gameMessages.popupBlocked,
  trialUnavailable: gameMessages.trialUnavailable,
  refused: gameMessages.launchFailed,
};

export interface LaunchGameViewProps {
  state: LaunchState;
  /** Router path (under /m) of the back link. */
  back: string;
  /** The merchant's site can be added to the home screen. */
  canAddToHomeScreen: boolean;
  /** The browser offered no install prompt: say how to add the site by hand. */
  homeScreenHint: boolean;
  onRetry: () => void;
  onAddToHomeScreen: () => void;
  onOpenWindow: () => void;
  onOpenHere: () => void;
}

/** What /m/launchGame shows: the loading indicator while launching, or why it stopped. */
export function LaunchGameView(props: LaunchGameViewProps) {
  const { state } = props;
  const backLink = (
    <Link to={props.back} className="btn btn-secondary">
      <FormattedMessage {...gameMessages.back} />
    </Link>
  );
  if (state.step === 'opened') {
    return (
      <div className="game-launch">
        <p role="status">
          <FormattedMessage {...gameMessages.openedInWindow} />
        </p>
        <div className="game-launch-actions">{backLink}</div>
      </div>
    );
  }
  if (state.step !== 'failed') {
    return (
      <div className="game-launch" aria-busy="true">
        <Spinner />
        <p className="game-launch-note">
          <FormattedMessage {...gameMessages.starting} />
        </p>
        <div className="game-launch-actions">{backLink}</div>
      </div>
    );
  }
  const { reason } = state;
  return (
    <div className="game-launch">
      <div role="alert" className="game-launch-message" data-reason={reason}>
        <p>
          <FormattedMessage {...FAILURE_TEXT[reason]} />
        </p>
        {reason === 'notInApp' && props.homeScreenHint ? (
          <p className="game-launch-detail">
            <FormattedMessage {...gameMessages.homeScreenHint} />
          </p>
        ) : null}
        {reason === 'refused' && state.message ? (
          <p className="game-launch-detail">{state.message}</p>
        ) : null}
      </div>
      <div className="game-launch-actions">
        {canRetry(reason) && (
          <Button onClick={props.onRetry}>
            <FormattedMessage {...gameMessages.retry} />
          </Button>
        )}
        {reason === 'notInApp' && (
          <>
            {/* spec 2: /m/download is the app-download page. */}
            <Link to={DOWNLOAD_PATH} className="btn btn-primary">
              <FormattedMessage {...gameMessages.getApp} />
            </Link>
            {props.canAddToHomeScreen && (
              <Button variant="secondary" onClick={props.onAddToHomeScreen}>
                <FormattedMessage {...gameMessages.addToHomeScreen} />
              </Button>
            )}
          </>
        )}
        {reason === 'popupBlocked' && (
          <>
            <Button onClick={props.onOpenWindow}>
              <FormattedMessage {...gameMessages.openWindow} />
            </Button>
            <Button variant="secondary" onClick={props.onOpenHere}>
              <FormattedMessage {...gameMessages.openHere} />
            </Button>
          </>
        )}
        {backLink}
      </div>
    </div>
  );
}
