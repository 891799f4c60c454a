/**
 * `promise`, or a rejection naming `what` after `ms`. When the promise settles after the time
 * limit, `onLate` receives its value so that a server or browser that started late is still
 * stopped.
 */
export async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  what: string,
  onLate?: (value: T) => void | Promise<void>,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`${what}: no answer after ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  promise.then(
    (value) => {
      if (timedOut && onLate) void Promise.resolve(onLate(value)).catch(() => undefined);
    },
    () => undefined,
  );
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}
