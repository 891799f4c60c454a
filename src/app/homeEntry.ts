import type { AuthStore } from '../features/auth';

/**
 * spec 2: on each entry to /m/home the unread inbox and deposit settings are asked again (the
 * member data's refreshHome decides what, and asks nothing without a session). Never rejects:
 * the home shows what it has.
 */
export function refreshOnHomeEntry(auth: Pick<AuthStore, 'member'>): Promise<void> {
  return auth.member
    .load()
    .then((member) => member.refreshHome())
    .catch(() => undefined);
}
