import type { NotificationsPort, PermissionAnswer } from '../notifications';

/** A NotificationsPort for tests and stories: the permission is what the test says. */
export interface MemoryNotifications extends NotificationsPort {
  setPermission(permission: PermissionAnswer): void;
  /** What the member answers the browser's question next (default 'granted'). */
  answerWith(answer: PermissionAnswer): void;
  /** How many times the browser was asked. */
  requests(): number;
}

export interface MemoryNotificationsOptions {
  supported?: boolean;
  permission?: PermissionAnswer;
  /** The worker registration handed to the messaging provider; none: it never becomes ready. */
  registration?: ServiceWorkerRegistration;
}

export function createMemoryNotifications(
  options: MemoryNotificationsOptions = {},
): MemoryNotifications {
  let permission = options.permission ?? 'default';
  let answer: PermissionAnswer = 'granted';
  let requests = 0;
  return {
    isSupported: () => options.supported ?? true,
    permission: () => permission,
    requestPermission() {
      requests += 1;
      // As browsers do: once answered, the question is not asked again.
      if (permission === 'default') permission = answer;
      return Promise.resolve(permission);
    },
    workerRegistration: () =>
      options.registration
        ? Promise.resolve(options.registration)
        : new Promise<ServiceWorkerRegistration>(() => undefined),
    setPermission: (next) => void (permission = next),
    answerWith: (next) => void (answer = next),
    requests: () => requests,
  };
}
