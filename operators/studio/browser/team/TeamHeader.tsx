import type { Route } from './route';
import { hrefs } from './route';
import { merchantsText } from './teamApi';
import type { Session } from './teamApi';

export interface TeamHeaderProps {
  session: Session;
  route: Route;
  onSignOut: () => void;
}

const ROLE_WORDS = { editor: 'Editor', reviewer: 'Reviewer', admin: 'Admin' } as const;

/** The team studio's bar: its pages, and who is signed in (role, merchants, sign out). */
export function TeamHeader({ session, route, onSignOut }: TeamHeaderProps) {
  const operator = session.operator;
  if (!operator) return null;
  const current = (page: Route['page'] | Route['page'][]) =>
    (Array.isArray(page) ? page : [page]).includes(route.page) ? 'page' : undefined;
  return (
    <header className="team-bar">
      <nav aria-label="Studio">
        <a href={hrefs.edit()} aria-current={current('edit')}>
          Edit
        </a>
        <a href={hrefs.changes()} aria-current={current(['changes', 'change'])}>
          Changes
        </a>
        <a href={hrefs.history()} aria-current={current('history')}>
          History
        </a>
        {operator.role === 'admin' && (
          <a href={hrefs.operators()} aria-current={current('operators')}>
            Operators
          </a>
        )}
      </nav>
      <p className="who" aria-label="Signed in">
        <strong>{operator.email}</strong>
        <span className="role">{ROLE_WORDS[operator.role]}</span>
        <span className="muted">{merchantsText(operator.merchants)}</span>
      </p>
      {session.auth === 'proxy' ? (
        <p className="muted">Signed in through your company&apos;s sign-on</p>
      ) : (
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      )}
    </header>
  );
}
