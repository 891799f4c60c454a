import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
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

async function runWithoutErrors(story: ComposedStory, globals?: Record<string, unknown>) {
  const errors = vi.spyOn(console, 'error');
  await story.run(globals ? { globals } : undefined);
  expect(errors.mock.calls).toEqual([]);
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
