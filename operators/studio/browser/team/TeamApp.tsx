import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { setStudioSession, StudioCallError } from '../studioApi';
import { Studio } from '../Studio';
import { ChangesPage } from './ChangesPage';
import { HistoryPage } from './HistoryPage';
import { OperatorsPage } from './OperatorsPage';
import { ReviewPage } from './ReviewPage';
import { useRoute } from './route';
import type { Route } from './route';
import { SignIn } from './SignIn';
import { SubmitForReview } from './SubmitForReview';
import { TeamHeader } from './TeamHeader';
import { errorText, teamApi } from './teamApi';
import type { Session } from './teamApi';

type State =
  | { kind: 'loading' }
  | { kind: 'dev' }
  | { kind: 'team'; session: Session; refused: string | null }
  | { kind: 'failed'; message: string };

/** A proxy's 401 on the session: the page still says how to sign in, with the server's words. */
function refusedSession(error: StudioCallError): Session {
  const body = error.body;
  return {
    operator: null,
    csrf: null,
    auth: body.auth === 'local' ? 'local' : 'proxy',
    mode: 'team',
    setup: (body.setup as Session['setup']) ?? null,
  };
}

/**
 * The studio page: on the dev server (`npm run studio`: `devServer`, or a server with no session
 * call) the developer's studio as it always was; on the team server, sign-in first, then the editor (which submits changes for
 * review), the changes and their review, history and, for admins, the operators.
 */
export function StudioApp({ devServer = false }: { devServer?: boolean }) {
  const [state, setState] = useState<State>(devServer ? { kind: 'dev' } : { kind: 'loading' });
  const route = useRoute();

  const load = useCallback(() => {
    if (devServer) return;
    setStudioSession(null, null);
    teamApi
      .mode()
      .then((mode) => {
        if (mode.kind === 'dev') return setState({ kind: 'dev' });
        setState({ kind: 'team', session: mode.session, refused: null });
      })
      .catch((error: unknown) => {
        if (error instanceof StudioCallError && error.status === 401)
          return setState({
            kind: 'team',
            session: refusedSession(error),
            refused: error.message,
          });
        setState({ kind: 'failed', message: errorText(error) });
      });
  }, [devServer]);

  useEffect(load, [load]);

  const session = state.kind === 'team' ? state.session : null;
  useEffect(() => {
    if (!session?.operator) return;
    // Any later 401 means the session ended (expired, signed out in another tab): sign in again.
    setStudioSession(session.csrf, () => {
      setStudioSession(null, null);
      load();
    });
  }, [session, load]);

  const signOut = useCallback(() => {
    teamApi
      .signOut()
      .catch(() => undefined)
      .finally(load);
  }, [load]);

  if (state.kind === 'loading') return <p className="muted page-note">Loading…</p>;
  if (state.kind === 'failed')
    return (
      <p className="banner page-note" role="alert">
        The studio&apos;s server did not answer: {state.message}
      </p>
    );
  if (state.kind === 'dev') return <Studio />;
  if (!state.session.operator)
    return (
      <SignIn
        session={state.session}
        refused={state.refused}
        onSignedIn={(next) => setState({ kind: 'team', session: next, refused: null })}
      />
    );
  const me = state.session;
  return (
    <TeamPages session={me} route={route} onSignOut={signOut}>
      {route.page === 'edit' && (
        <Studio
          team={{
            submit: (draft, ready) => (
              <SubmitForReview draft={draft} session={me} onReady={ready} />
            ),
          }}
        />
      )}
      {route.page === 'changes' && (
        <ChangesPage key={route.merchant} session={me} merchant={route.merchant} />
      )}
      {route.page === 'change' && <ReviewPage key={route.id} session={me} id={route.id} />}
      {route.page === 'history' && <HistoryPage key={route.merchant} merchant={route.merchant} />}
      {route.page === 'operators' && <OperatorsPage session={me} />}
    </TeamPages>
  );
}

function TeamPages({
  session,
  route,
  onSignOut,
  children,
}: {
  session: Session;
  route: Route;
  onSignOut: () => void;
  children: ReactNode;
}) {
  return (
    <div className={`team-app ${route.page === 'edit' ? 'team-edit' : ''}`}>
      <TeamHeader session={session} route={route} onSignOut={onSignOut} />
      {session.notice && (
        <p className="banner notice" role="status">
          {session.notice}
        </p>
      )}
      {session.operator?.role === 'admin' && (session.problems ?? []).length > 0 && (
        <div className="banner" role="alert">
          studio/operators.json has problems:
          <ul>
            {session.problems!.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </div>
  );
}
