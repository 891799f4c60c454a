/**
 * The app's pages as the router names them, under its basename (spec 2): one spelling for the
 * route table, the guards, links and navigation requests. Here in config, the floor the app,
 * every feature and ui may all import. Plain string constants: the build inlines them.
 */
export const APP_BASE = '/m';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
/** The registration page's old address, still served (spec 2). */
export const REGISTER_HTML_PATH = '/register.html';
export const CHANGE_PASSWORD_PATH = '/changePsw';
export const AGENT_REGISTER_PATH = '/agentRegister';
export const INVITE_FRIENDS_PATH = '/inviteFriends';
export const ACTIVITY_PATH = '/activity';
export const LAUNCH_GAME_PATH = '/launchGame';
export const GAMES_PATH = '/game';
export const FEEDBACK_PATH = '/feedback';
export const MEMBER_HOME_PATH = '/member/home';
/** spec 2: the app-download page. */
export const DOWNLOAD_PATH = '/download';
