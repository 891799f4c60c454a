import { useState } from 'react';
import type { FormEvent } from 'react';
import { StudioCallError } from '../studioApi';
import { errorText, teamApi } from './teamApi';
import type { Session } from './teamApi';

export interface SignInProps {
  session: Session;
  /** Why the server refused the session (proxy mode's 401), when it did. */
  refused?: string | null;
  onSignedIn: (session: Session) => void;
}

function refusalText(error: unknown): string {
  if (error instanceof StudioCallError && error.status === 429) {
    const seconds = Number(error.body.retryAfterSeconds);
    return Number.isFinite(seconds) && seconds > 0
      ? `Too many tries. Wait ${Math.ceil(seconds)} seconds, then sign in again.`
      : 'Too many tries. Wait a little, then sign in again.';
  }
  if (error instanceof StudioCallError && error.status === 401) return 'Wrong e-mail or password.';
  return `Could not sign in: ${errorText(error)}`;
}

/**
 * The server's words for a data repository with no operator: its sentence, and the command in it
 * shown apart, ready to copy.
 */
function SetupHint({ hint }: { hint: string }) {
  const at = hint.indexOf('npm run ');
  const words = (at < 0 ? hint : hint.slice(0, at)).trim().replace(/:$/, '.');
  const command = at < 0 ? null : hint.slice(at).trim();
  return (
    <section className="setup-hint" aria-label="Setting up">
      <p>{words}</p>
      {command && (
        <pre>
          <code>{command}</code>
        </pre>
      )}
    </section>
  );
}

/** The team studio's first page: sign in, or how to add the first operator. */
export function SignIn({ session, refused, onSignedIn }: SignInProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const next = await teamApi.signIn(email.trim(), password);
      if (next.operator) onSignedIn(next);
      else setProblem('Wrong e-mail or password.');
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <div className="sign-in-card">
        <h1>Tenant studio</h1>
        {session.setup && <SetupHint hint={session.setup.hint} />}
        {session.auth === 'proxy' ? (
          <section aria-labelledby="proxy-title">
            <h2 id="proxy-title">Sign in through your company&apos;s sign-on</h2>
            <p role="alert">
              {refused ??
                'Your sign-on did not name an operator of this studio. Ask an admin to add your e-mail.'}
            </p>
            <button type="button" onClick={() => location.reload()}>
              Try again
            </button>
          </section>
        ) : (
          <form onSubmit={(e) => void submit(e)} aria-labelledby="sign-in-title">
            <h2 id="sign-in-title">Sign in</h2>
            <label>
              E-mail
              <input
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                autoFocus
              />
            </label>
            <label>
              Password
              <input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </label>
            {problem && (
              <p className="problem" role="alert">
                {problem}
              </p>
            )}
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
