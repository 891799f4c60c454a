import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { RouteDef } from '../features/module';
import { Spinner } from '../ui/Spinner';
import { Guarded } from './Guarded';
import type { HomePageProps } from './HomePage';
import { preloadable } from './preloadable';
import { RouteBoundary } from './RouteBoundary';
import type { WidgetRegistry } from './registry';
import type { WidgetConfig } from '../config/tenant.gen';
import { HOME_PATH } from '../config/routePaths';

/**
 * The home page's code (its settle area), in the `home` group the start loader preloads for a
 * member (decision 0011): out of the initial JS. Boot waits for it before a member's home
 * renders, so the first commit does not suspend.
 */
const homePage = preloadable<HomePageProps>(
  () => import('./HomePage').then((m) => m.HomePage),
  'HomeRoute',
);
export const loadHomePage = homePage.load;
const HomeRoute = homePage.Component;

/** Entry pages (spec 2) land on /m/home, keeping the query. */
function ToHome() {
  const { search } = useLocation();
  return <Navigate to={`${HOME_PATH}${search}`} replace />;
}

export function AppRoutes({
  routes,
  widgets,
  registry,
  setTimer,
  crawler = false,
}: {
  routes: readonly RouteDef[];
  widgets: readonly WidgetConfig[];
  registry: WidgetRegistry;
  /** The root's clock, for the home's settle wait. */
  setTimer: (fn: () => void, ms: number) => () => void;
  /** A search engine's crawler: its pages (spec 2) show without the way to log in. */
  crawler?: boolean;
}) {
  return (
    <Routes>
      <Route
        path={HOME_PATH}
        element={
          <Guarded access="member" crawler={crawler}>
            {/* Its code is a chunk too: gone after a deploy, the notice still shows. */}
            <RouteBoundary path={HOME_PATH}>
              <HomeRoute widgets={widgets} registry={registry} setTimer={setTimer} />
            </RouteBoundary>
          </Guarded>
        }
      />
      <Route path="/" element={<ToHome />} />
      <Route path="/index" element={<ToHome />} />
      <Route path="/index.html" element={<ToHome />} />
      {routes.map(({ path, access, page: Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <Guarded access={access} crawler={crawler}>
              <RouteBoundary path={path}>
                <Suspense fallback={<Spinner />}>
                  <Page />
                </Suspense>
              </RouteBoundary>
            </Guarded>
          }
        />
      ))}
      {/* spec 2: unknown paths go to /m/home. */}
      <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
    </Routes>
  );
}
