import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { StoresContext } from '../features/module';
import { IntlRoot } from '../i18n/IntlRoot';
import { AppRoutes } from './AppRoutes';
import { features } from './features';
import { NavigationPerformer } from './NavigationPerformer';
import { routes, widgets } from './widgets';
import type { RootStore } from './RootStore';
import { WidgetHost } from './WidgetHost';

const registry = widgets.registry;

/** The features' overlays: dialogs in feature order, then alerts, which show over a dialog. */
const overlays = [
  ...features.flatMap((f) => (f.overlays ?? []).filter((o) => o.layer === 'dialog')),
  ...features.flatMap((f) => (f.overlays ?? []).filter((o) => o.layer === 'alert')),
].map((o) => o.component);

export const BASENAME = '/m';

export interface AppProps {
  root: RootStore;
  /** Storybook and component tests run in memory at a given path under /m. */
  memoryPath?: string;
  /** Called once the first screen, global widgets included, is committed (hides the splash). */
  onReady?: () => void;
}

/** Fires after its siblings inside the same Suspense boundary have all rendered. */
function ReadySignal({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

export const App = observer(function App({ root, memoryPath, onReady }: AppProps) {
  const { locale, tenant } = root;
  const setTimer = useCallback(
    (fn: () => void, ms: number) => {
      const h = root.platform.clock.setTimeout(fn, ms);
      return () => root.platform.clock.clearTimeout(h);
    },
    [root],
  );
  // One boundary around the first screen: global widgets (header, bars) appear together with
  // the page instead of popping in and shifting it.
  const body = (
    <Suspense fallback={null}>
      <div className="app" dir={locale.dir}>
        <WidgetHost widgets={tenant.widgets} registry={registry} slot="global" />
        <main className="app-main">
          <AppRoutes
            routes={routes}
            widgets={tenant.widgets}
            registry={registry}
            setTimer={setTimer}
          />
        </main>
        {overlays.map((Overlay, i) => (
          <Overlay key={i} setTimer={setTimer} />
        ))}
        <NavigationPerformer requests={root.navigation} />
      </div>
      <ReadySignal onReady={onReady} />
    </Suspense>
  );
  return (
    <StoresContext.Provider value={root}>
      <IntlRoot language={locale.language} messages={locale.messages ?? {}}>
        {memoryPath ? (
          <MemoryRouter basename={BASENAME} initialEntries={[`${BASENAME}${memoryPath}`]}>
            {body}
          </MemoryRouter>
        ) : (
          <BrowserRouter basename={BASENAME}>{body}</BrowserRouter>
        )}
      </IntlRoot>
    </StoresContext.Provider>
  );
});
