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
const LinkAccountDialog = lazy(() =>
  import('./LinkAccountDialog').then((m) => ({ default: m.LinkAccountDialog })),
);

/**
 * The sign-in dialogs (login, register, second factor, a sign-in link's chooser) over any page,
 * rendered once by the App next to the notices. Its own Suspense boundary: a dialog loading
 * never blanks the page under it.
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
    ) : auth.linkSignIn?.choice ? (
      <LinkAccountDialog flow={auth.linkSignIn} />
    ) : null;
  return dialog ? <Suspense fallback={null}>{dialog}</Suspense> : null;
});
