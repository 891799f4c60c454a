import type { DemoApi } from '../demo-api/createDemoApi';
import { RootStore } from '../src/app/RootStore';
import type { DemoFault } from '../src/testing/createTenantRoot';

export interface StoryRootParameters {
  /** Path under /m: the page address and where the router starts. Default '/home'. */
  path?: string;
  /** false when the story renders its own providers, as <App root> does. Default true. */
  providers?: boolean;
}

export interface DemoApiParameters {
  /**
   * How the story's fetch reaches its demo API. 'msw' (Storybook in a browser): the page's own
   * fetch, answered by the demo handlers on the MSW service worker. 'direct' (Vitest, jsdom):
   * straight into the demo API, no worker.
   */
  transport?: 'msw' | 'direct';
  /** POST /__demo/faults bodies switched on before the app starts, e.g. { maintenance: true }. */
  faults?: DemoFault[];
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    storyRoot?: StoryRootParameters;
    demoApi?: DemoApiParameters;
  }
}

/** What the preview's loader hands every story in `context.loaded`. */
export interface StoryLoaded {
  root: RootStore;
  demoApi: DemoApi;
}

/** The story's own RootStore, built by the preview for the toolbar's tenant, language and session. */
export function storyRoot(context: { loaded: Record<string, unknown> }): RootStore {
  const { root } = context.loaded;
  if (!(root instanceof RootStore)) {
    throw new Error(
      'No root store in context.loaded: is .storybook/preview applied to this story?',
    );
  }
  return root;
}
