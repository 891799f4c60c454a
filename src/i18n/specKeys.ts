import { isTranslated } from './withFallback.ts';

/**
 * The message keys the product description names (spec 8: `network_offline`,
 * `timeout_retry_please`, `pwa_update_title`, ...) and the catalogue ids that hold those texts.
 * The catalogues keep their dotted ids (`area.thing`, docs/i18n.md); this table lets a
 * translation file keyed by the description's names apply: `"network_offline": "…"` in
 * `vi.json` is Vietnamese's `notice.networkOffline`.
 *
 * Used where a catalogue is read: `loadMessages` (dev server, tests), the build's
 * `compileCatalogue`, and `npm run i18n:check`, which checks such an entry as its catalogue id
 * and never calls it stale.
 */
export const SPEC_KEY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // spec 8, "Offline on https"
  network_offline: ['notice.networkOffline'],
  // spec 8, game launch: ECONNABORTED or no redirect in 10 s
  timeout_retry_please: ['game.timeoutRetry'],
  // spec 8, other texts: the update dialog, the install prompt, the loading indicator
  pwa_update_title: ['pwa.update.title'],
  pwa_update_msg: ['pwa.update.message'],
  refresh: ['pwa.update.refresh'],
  a2hs_installing: ['pwa.install.installing'],
  loading: ['common.loading'],
  // spec 8, the other named keys
  label_start_game_error: ['game.startError'],
  popup_blocked: ['social.error.popupBlocked', 'game.popupBlocked'],
  verify_first: ['captcha.verifyFirst'],
  ios17_download_tips: ['download.profileTip.ios17', 'pwa.install.ios17'],
  notification_request_tips: ['push.notificationRequestTips'],
  not_support_incognito: ['social.error.incognito'],
};

/** The catalogue ids a description key stands for; empty for any other key. */
export function specKeyTargets(key: string): readonly string[] {
  return Object.hasOwn(SPEC_KEY_ALIASES, key) ? (SPEC_KEY_ALIASES[key] ?? []) : [];
}

/**
 * A catalogue with its description-named entries moved to their catalogue ids. An id the file
 * also translates under its own name keeps that text (the more precise of the two); one it leaves
 * untranslated (empty, its own id, "Loading": spec 5) takes the description-named text. Values
 * are copied as they are (strings, or ASTs in the build).
 */
export function resolveSpecKeys<V>(messages: Readonly<Record<string, V>>): Record<string, V> {
  const resolved: Record<string, V> = {};
  const aliased: Array<[string, V]> = [];
  for (const [key, value] of Object.entries(messages)) {
    const targets = specKeyTargets(key);
    if (targets.length === 0) resolved[key] = value;
    else for (const id of targets) aliased.push([id, value]);
  }
  for (const [id, value] of aliased) {
    if (!isTranslated(id, resolved[id])) resolved[id] = value;
  }
  return resolved;
}
