import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { studioApi } from '../studioApi';
import { Dialog } from './Dialog';
import { errorText, merchantsText, teamApi } from './teamApi';
import type { Operator, Role, Session } from './teamApi';

const ROLES: { role: Role; words: string }[] = [
  { role: 'editor', words: 'Editor: edits, submits for review' },
  { role: 'reviewer', words: "Reviewer: edits, approves others' changes" },
  { role: 'admin', words: 'Admin: everything, and the operators' },
];

/** The operators of this studio (admins only): who may edit, review or manage which merchants. */
export function OperatorsPage({ session }: { session: Session }) {
  const me = session.operator!;
  const [operators, setOperators] = useState<Operator[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Operator | null>(null);

  const reload = useCallback(
    () =>
      teamApi.operators().then(
        (list) => setOperators(list),
        (error: unknown) => setProblem(errorText(error)),
      ),
    [],
  );

  useEffect(() => {
    if (me.role === 'admin') void reload();
  }, [me.role, reload]);

  if (me.role !== 'admin')
    return (
      <main className="team-page">
        <h1>Operators</h1>
        <p>Only an admin manages the operators.</p>
      </main>
    );

  return (
    <main className="team-page">
      <h1>Operators</h1>
      <p className="muted">
        Kept in studio/operators.json in the data repository; every change here is a commit there.
      </p>
      {problem && (
        <p className="banner" role="alert">
          {problem}
        </p>
      )}
      <p role="status" className="muted">
        {note}
      </p>
      {operators === null && !problem && <p className="muted">Loading…</p>}
      {operators && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Merchants</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {operators.map((o) => (
              <tr key={o.email}>
                <td>{o.email}</td>
                <td>{o.role}</td>
                <td>{merchantsText(o.merchants)}</td>
                <td>
                  {o.email === me.email ? (
                    <span className="muted">you</span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => setRemoving(o)}
                      aria-label={`Remove ${o.email}`}
                    >
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AddOperator
        local={session.auth === 'local'}
        onAdded={(email) => {
          setNote(`${email} added`);
          void reload();
        }}
      />
      {removing && (
        <Dialog title={`Remove ${removing.email}?`} onClose={() => setRemoving(null)}>
          <p>They can no longer sign in to the studio. Their change requests and history stay.</p>
          <div className="dialog-actions">
            <button type="button" onClick={() => setRemoving(null)} data-autofocus>
              Cancel
            </button>
            <button
              type="button"
              className="primary danger"
              onClick={() => {
                const email = removing.email;
                setRemoving(null);
                teamApi.removeOperator(email).then(
                  () => {
                    setNote(`${email} removed`);
                    void reload();
                  },
                  (error: unknown) => setProblem(`Not removed: ${errorText(error)}`),
                );
              }}
            >
              Remove
            </button>
          </div>
        </Dialog>
      )}
    </main>
  );
}

function AddOperator({ local, onAdded }: { local: boolean; onAdded: (email: string) => void }) {
  const [codes, setCodes] = useState<string[]>([]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [all, setAll] = useState(false);
  const [merchants, setMerchants] = useState<string[]>([]);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    studioApi.codes().then(setCodes, () => setCodes([]));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!all && merchants.length === 0) {
      setProblem('Pick the merchants they may touch, or all merchants.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await teamApi.addOperator({
        email: email.trim(),
        role,
        merchants: all ? '*' : merchants,
        ...(local ? { password } : {}),
      });
      onAdded(email.trim());
      setEmail('');
      setPassword('');
      setMerchants([]);
      setAll(false);
    } catch (error) {
      setProblem(`Not added: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="add-operator" onSubmit={(e) => void submit(e)} aria-labelledby="add-title">
      <h2 id="add-title">Add an operator</h2>
      <label>
        E-mail
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </label>
      <fieldset>
        <legend>Role</legend>
        {ROLES.map((r) => (
          <label key={r.role} className="inline">
            <input
              type="radio"
              name="role"
              value={r.role}
              checked={role === r.role}
              onChange={() => setRole(r.role)}
            />
            {r.words}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Merchants</legend>
        <label className="inline">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
          All merchants, also those added later
        </label>
        {codes.map((code) => (
          <label key={code} className="inline">
            <input
              type="checkbox"
              disabled={all}
              checked={all || merchants.includes(code)}
              onChange={(e) =>
                setMerchants((now) =>
                  e.target.checked ? [...now, code] : now.filter((c) => c !== code),
                )
              }
            />
            {code}
          </label>
        ))}
      </fieldset>
      {local && (
        <label>
          Password
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            minLength={12}
            aria-describedby="password-help"
          />
        </label>
      )}
      {local && (
        <small id="password-help">
          At least 12 characters; tell it to them in person or by phone.
        </small>
      )}
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        Add operator
      </button>
    </form>
  );
}
