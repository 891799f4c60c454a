import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteAccess } from '../features/module';
import { useStores } from '../features/module';
import { guardRedirect } from './guard';

export const Guarded = observer(function Guarded({
  access,
  children,
}: {
  access: RouteAccess;
  children: ReactNode;
}) {
  const { session } = useStores();
  const location = useLocation();
  const to = guardRedirect(access, session.isLoggedIn, location);
  return to ? <Navigate to={to} replace /> : <>{children}</>;
});
