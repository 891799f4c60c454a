import { defineMessages } from 'react-intl';

/** Texts of the game launch page, the game lanes and the games page. */
export const gameMessages = defineMessages({
  launchTitle: { id: 'page.launchGame', defaultMessage: 'Starting game' },
  gamesTitle: { id: 'page.games', defaultMessage: 'Games' },
  // spec 8: timeout_retry_please (ECONNABORTED, or no redirect within 10 s)
  timeoutRetry: {
    id: 'game.timeoutRetry',
    defaultMessage: 'The game is taking too long to start. Please try again.',
  },
  // spec 8: label_start_game_error (the link names no way to start the game)
  startError: {
    id: 'game.startError',
    defaultMessage: 'This game cannot be started from this link.',
  },
  // spec 8: missing URL, rejected with a url-is-null message
  urlMissing: {
    id: 'game.urlMissing',
    defaultMessage: 'The game did not give an address to open. Please try again later.',
  },
  // spec 8: popup_blocked
  popupBlocked: {
    id: 'game.popupBlocked',
    defaultMessage:
      'Your browser blocked the game window. Allow pop-ups for this site, or open the game here.',
  },
  // spec 6: STARTGAMEINAPP3
  appOnly: {
    id: 'game.appOnly',
    defaultMessage: 'Games open only in our app or from your home screen.',
  },
  trialUnavailable: {
    id: 'game.trialUnavailable',
    defaultMessage: 'Free play is not available for this game.',
  },
  launchFailed: {
    id: 'game.launchFailed',
    defaultMessage: 'The game could not be started right now.',
  },
  starting: { id: 'game.starting', defaultMessage: 'Opening the game…' },
  openedInWindow: {
    id: 'game.openedInWindow',
    defaultMessage: 'The game is open in a new window.',
  },
  retry: { id: 'game.retry', defaultMessage: 'Try again' },
  getApp: { id: 'game.getApp', defaultMessage: 'Get the app' },
  addToHomeScreen: { id: 'game.addToHomeScreen', defaultMessage: 'Add to home screen' },
  homeScreenHint: {
    id: 'game.homeScreenHint',
    defaultMessage:
      'Open your browser’s menu and choose Add to Home screen, then start the game from the new icon.',
  },
  openWindow: { id: 'game.openWindow', defaultMessage: 'Open the game window' },
  openHere: { id: 'game.openHere', defaultMessage: 'Open the game here' },
  back: { id: 'game.back', defaultMessage: 'Back' },
  lanesTitle: { id: 'game.lanes.title', defaultMessage: 'Games' },
  lanesFailed: {
    id: 'game.lanes.failed',
    defaultMessage: 'The games could not be loaded.',
  },
  seeAll: { id: 'game.lane.seeAll', defaultMessage: 'See all' },
  tryFreeShort: { id: 'game.card.tryFreeShort', defaultMessage: 'Try free' },
  matchesTitle: { id: 'game.matches.title', defaultMessage: 'Upcoming matches' },
  oddsHome: { id: 'game.match.oddsHome', defaultMessage: 'Home' },
  oddsDraw: { id: 'game.match.oddsDraw', defaultMessage: 'Draw' },
  oddsAway: { id: 'game.match.oddsAway', defaultMessage: 'Away' },
});

/** Texts with arguments, typed so a caller cannot forget one. */
export const gameArgMessages = defineMessages<{
  gameCount: { count: number };
  matchTeams: { home: string; away: string };
}>({
  gameCount: {
    id: 'game.card.count',
    defaultMessage: '{count, plural, one {# game} other {# games}}',
  },
  matchTeams: { id: 'game.match.teams', defaultMessage: '{home} vs {away}' },
});
