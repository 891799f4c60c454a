import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BASENAME } from '../app/App';
import type { RootStore } from '../app/RootStore';
import { StoresContext } from '../features/module';
import { IntlRoot } from '../i18n/IntlRoot';

export interface TenantProvidersProps {
  root: RootStore;
  /** Where the router starts, under /m. Default '/home'. */
  path?: string;
  children?: ReactNode;
}

/** What <App> gives its pages, for a piece rendered on its own: stores, messages, router. */
export const TenantProviders = observer(function TenantProviders({
  root,
  path = '/home',
  children,
}: TenantProvidersProps) {
  const { locale } = root;
  return (
    <StoresContext.Provider value={root}>
      <IntlRoot language={locale.language} messages={locale.messages ?? {}}>
        <MemoryRouter basename={BASENAME} initialEntries={[`${BASENAME}${path}`]}>
          {children}
        </MemoryRouter>
      </IntlRoot>
    </StoresContext.Provider>
  );
});
