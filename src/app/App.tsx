import { observer } from 'mobx-react-lite';
import { Component, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { PlainNotice } from '../features/notices';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { StoresContext } from '../features/module';
import type { OverlayProps } from '../features/module';
import { IntlRoot } from '../i18n/IntlRoot';
import { AppRoutes } from './AppRoutes';
import { isCrawler } from './guard';
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

/**
 * If the overlays' file cannot be downloaded (a deploy removed it, the network is gone), the
 * notices still show, plainly: that failure is itself reported as a notice.
 */
class OverlaysBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.warn('overlays could not be loaded', error);
  }
  override render() {
    return this.state.failed ? <PlainNotice /> : this.props.children;
  }
}

/**
 * The features' overlays, once the first screen has painted: none is open on it, and their
 * code (one file) downloads then instead of beside the first screen's (decision 0013). A
 * notice raised before that shows as soon as they are in.
 */
function Overlays({ firstPaint, setTimer }: { firstPaint: Promise<void> } & OverlayProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    // A transition: React renders them in slices, not in one long task after the paint.
    void firstPaint.then(() => live && startTransition(() => setPainted(true)));
    return () => {
      live = false;
    };
  }, [firstPaint]);
  if (!painted) return null;
  return (
    <OverlaysBoundary>
      <Suspense fallback={null}>
        {overlays.map((Overlay, i) => (
          <Overlay key={i} setTimer={setTimer} />
        ))}
      </Suspense>
    </OverlaysBoundary>
  );
}

export const App = observer(function App({ root, memoryPath, onReady }: AppProps) {
  const { locale, tenant } = root;
  const crawler = isCrawler(root.platform.env.userAgent);
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
            crawler={crawler}
          />
        </main>
        <Overlays firstPaint={root.firstPaint} setTimer={setTimer} />
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
