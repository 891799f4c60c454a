import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../module';

// Dialog code downloads only when a dialog opens (ARCHITECTURE.md, Budgets).
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() =>
  import('./register/RegisterDialog').then((m) => ({ default: m.RegisterDialog })),
);
const SecondFactorDialog = lazy(() =>
  import('./SecondFactorDialog').then((m) => ({ default: m.SecondFactorDialog })),
);

/**
 * The sign-in dialogs (login, register, second factor) over any page, rendered once by the App next to the notices. Its own
 * Suspense boundary: a dialog loading never blanks the page under it.
 */
export const AuthOverlays = observer(function AuthOverlays() {
  const { auth } = useStores();
  const dialog =
    auth.dialog === 'login' ? (
      <LoginDialog />
    ) : auth.dialog === 'register' ? (
      <RegisterDialog />
    ) : auth.dialog === 'secondFactor' ? (
      <SecondFactorDialog />
    ) : null;
  return dialog ? <Suspense fallback={null}>{dialog}</Suspense> : null;
});
