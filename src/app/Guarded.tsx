import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteAccess } from '../features/module';
import { useStores } from '../features/module';
import { guardRedirect } from './guard';

export const Guarded = observer(function Guarded({
  access,
  crawler = false,
  children,
}: {
  access: RouteAccess;
  /** A search engine's crawler (its pages are not for members only, spec 2). */
  crawler?: boolean;
  children: ReactNode;
}) {
  const { session } = useStores();
  const location = useLocation();
  const to = guardRedirect(access, session.isLoggedIn, location, crawler);
  return to ? <Navigate to={to} replace /> : <>{children}</>;
});
