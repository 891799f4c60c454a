import type { Decorator, Preview } from '@storybook/react-vite';
import { Fragment } from 'react';
import '../src/ui/base.css';
import '../src/ui/fonts.css';
import { TenantProviders } from '../src/testing/TenantProviders';
import { storyRoot } from './storyRoot';
import { tenantRootLoader } from './tenantRootLoader';
import { globalTypes, initialGlobals, viewports } from './toolbars';

const renderKeys = new WeakMap<object, number>();
let lastRenderKey = 0;

/**
 * Gives the story what <App> gives a page: the story's root store, its messages and a router
 * under /m. A new root (new tenant, language or session) remounts the story, so nothing of the
 * previous one stays in component state.
 */
const withTenantRoot: Decorator = (Story, context) => {
  const root = storyRoot(context);
  if (!renderKeys.has(root)) renderKeys.set(root, ++lastRenderKey);
  const { providers = true, path } = context.parameters.storyRoot ?? {};
  return (
    <Fragment key={renderKeys.get(root)}>
      {providers ? (
        <TenantProviders root={root} path={path}>
          <Story />
        </TenantProviders>
      ) : (
        <Story />
      )}
    </Fragment>
  );
};

const preview: Preview = {
  globalTypes,
  initialGlobals,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    demoApi: { transport: 'msw' },
  },
  loaders: [tenantRootLoader],
  decorators: [withTenantRoot],
};

export default preview;
