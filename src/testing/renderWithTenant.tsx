import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { isValidElement } from 'react';
import type { ReactElement } from 'react';
import type { DemoApi } from '../../demo-api/createDemoApi';
import { App } from '../app/App';
import type { RootStore } from '../app/RootStore';
import type { TestPlatform } from './createTestPlatform';
import type { TenantRootOptions } from './createTenantRoot';
import { createTenantRoot } from './createTenantRoot';
import { TenantProviders } from './TenantProviders';

/** An element to render inside the providers, or a path under /m to open the whole app at. */
export type RenderTarget = ReactElement | { path: string };

export interface RenderWithTenantOptions extends Omit<TenantRootOptions, 'connect' | 'document'> {
  /** The backend behind fetch. Only the in-memory demo API exists today. */
  api?: 'demo';
}

export interface RenderWithTenantResult extends RenderResult {
  root: RootStore;
  /** The fresh demo API this render talks to: its state and faults. */
  api: DemoApi;
  platform: TestPlatform;
}

/**
 * Renders for a tenant fixture inside a real RootStore, as a member of that merchant would see
 * it: the tenant from tenants/, messages loaded, the status call answered by a fresh demo API.
 * `{ path }` renders the whole <App> at that path (routes, guards, widgets); an element renders
 * inside the stores, messages and a router at options.path.
 */
export async function renderWithTenant(
  target: RenderTarget,
  options: RenderWithTenantOptions = {},
): Promise<RenderWithTenantResult> {
  const { api: _backend = 'demo', ...rootOptions } = options;
  const path = isValidElement(target) ? rootOptions.path : target.path;
  const { root, api, platform } = await createTenantRoot({ ...rootOptions, path });
  const result = isValidElement(target)
    ? render(
        <TenantProviders root={root} path={path}>
          {target}
        </TenantProviders>,
      )
    : render(<App root={root} memoryPath={target.path} />);
  return { ...result, root, api, platform };
}
