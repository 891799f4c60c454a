// The React renderer's own annotations (how a story mounts and unmounts), without the preview's.
import { INTERNAL_DEFAULT_PROJECT_ANNOTATIONS as reactRenderer } from '@storybook/react';
import { composeStory } from 'storybook/preview-api';

/**
 * An empty story drawn with React alone: no project loaders or decorators, so running it starts
 * nothing (no tenant root, no demo API), and nothing is left to settle after it.
 */
const Blank = composeStory(
  { name: 'Blank', render: () => <></> },
  { title: 'Testing/Blank' },
  undefined,
  reactRenderer,
);

/**
 * Ends a file of portable stories: waits until the page of its last story has stopped changing
 * (its DOM the same for `quietMs`, at most `limitMs`), then unmounts it. Storybook unmounts a
 * story only when the next one runs, so a file's last story would still be mounted when the
 * file ends; what it still had queued (widgets waiting for the first paint, a lazy chunk that
 * a loaded machine compiles late) would then render after the test environment is gone, where
 * React finds no `window` and the run reports an uncaught error though every test passed. The
 * blank story's run is what unmounts it: Storybook runs the previous story's clean-ups first.
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
  await Blank.run();
}
