/**
 * Waits until the page of a file's last story has stopped changing: its DOM the same for
 * `quietMs`, at most `limitMs`. Storybook's portable stories unmount a story only when the next
 * one runs, so a file's last story is still mounted when the file ends; what it still had queued
 * (widgets waiting for the first paint, their lazy chunks) would otherwise render after the test
 * environment is gone, where React finds no `window` and the run reports an uncaught error.
 */
export async function lastStorySettled(quietMs = 1_000, limitMs = 5_000): Promise<void> {
  const started = Date.now();
  let quietSince = started;
  let look = document.body.innerHTML;
  while (Date.now() - quietSince < quietMs && Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = document.body.innerHTML;
    if (now !== look) {
      look = now;
      quietSince = Date.now();
    }
  }
}
