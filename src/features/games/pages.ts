// The routed pages share one loader in index.ts, which keeps the initial JS to one import().
export { GamesPage } from './GamesPage';
export { LaunchGamePage } from './LaunchGamePage';
