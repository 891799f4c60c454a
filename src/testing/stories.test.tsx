import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastStorySettled } from './lastStorySettled';
import { tenantCodes } from './tenants';

type StoryModule = Parameters<typeof composeStories>[0];

interface ComposedStory {
  (): unknown;
  run(context?: { globals?: Record<string, unknown> }): Promise<void>;
  globals: Record<string, unknown>;
  tags: string[];
}

/** Stories tagged so also run once for every tenants/*.json. */
const EVERY_TENANT_TAG = 'every-tenant';

function isComposedStory(value: unknown): value is ComposedStory {
  return typeof value === 'function' && 'run' in value && 'tags' in value;
}

// Every story of the product, so a story that breaks fails CI.
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

// No service worker in jsdom: each story's fetch goes straight into its own demo API.
setProjectAnnotations([preview, { parameters: { demoApi: { transport: 'direct' } } }]);

afterAll(() => lastStorySettled(), 10_000);

/**
 * React's warning that an act() scope is open while the test environment is not marked for it.
 * Storybook unmounts the story before in an act() whose queue React 19 flushes a few microtasks
 * after Storybook has already restored the environment flag; a lazy chunk that story had asked
 * for and that arrives in those microtasks pings its torn-down root, and React says this. It is
 * about the harness, never the product (act exists only in tests); every other error counts.
 */
const TORN_DOWN_PING = 'The current testing environment is not configured to support act(...)';

async function runWithoutErrors(story: ComposedStory, globals?: Record<string, unknown>) {
  const errors = vi.spyOn(console, 'error');
  await story.run(globals ? { globals } : undefined);
  expect(errors.mock.calls.filter(([message]) => message !== TORN_DOWN_PING)).toEqual([]);
}

const files = Object.entries(modules)
  .map(([path, module]): [string, StoryModule] => [path.replace(/^\.\.\//, 'src/'), module])
  .sort(([a], [b]) => a.localeCompare(b));

describe.each(files)('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)).filter(
    (entry): entry is [string, ComposedStory] => isComposedStory(entry[1]),
  );

  it.each(stories)('%s renders and plays without errors', async (_name, story) => {
    await runWithoutErrors(story);
  });

  const everyTenant = stories.filter(([, story]) => story.tags.includes(EVERY_TENANT_TAG));
  if (everyTenant.length === 0) return;
  describe.each(tenantCodes)('for tenant %s', (tenant) => {
    it.each(everyTenant)('%s renders and plays', async (_name, story) => {
      await runWithoutErrors(story, { ...story.globals, tenant });
    });
  });
});
