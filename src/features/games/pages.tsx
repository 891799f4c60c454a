import { FormattedMessage, defineMessages } from 'react-intl';
import { PageFrame } from '../../ui/PageFrame';

const messages = defineMessages({
  launchGame: { id: 'page.launchGame', defaultMessage: 'Starting game' },
  games: { id: 'page.games', defaultMessage: 'Games' },
});

export function LaunchGamePage() {
  return <PageFrame title={<FormattedMessage {...messages.launchGame} />} />;
}

export function GamesPage() {
  return <PageFrame title={<FormattedMessage {...messages.games} />} />;
}
