import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorText, teamApi, when } from './teamApi';
import type { PreviewLink } from './teamApi';

const DEFAULT_HOURS = 72;

function absolute(url: string): string {
  try {
    return new URL(url, location.origin).href;
  } catch {
    return url;
  }
}

function stateOf(link: PreviewLink, now: number): 'revoked' | 'expired' | 'live' {
  // The server marks an expired link revoked too: the expiry says which it is.
  if (new Date(link.expiresAt).getTime() <= now) return 'expired';
  return link.revoked ? 'revoked' : 'live';
}

export interface PreviewLinksProps {
  id: string;
  links: PreviewLink[];
  /** The change is published: its links open a page saying so, and no new one is made. */
  closed?: boolean;
  onChanged: () => void;
}

/** Links a merchant opens on a real phone: create (hours), copy, revoke; each with its expiry. */
export function PreviewLinks({ id, links, closed = false, onChanged }: PreviewLinksProps) {
  const [hours, setHours] = useState(String(DEFAULT_HOURS));
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const link = await teamApi.createLink(id, Number(hours) || DEFAULT_HOURS);
      setNote(`New link, valid until ${when(link.expiresAt)}`);
      setNow(Date.now());
      onChanged();
    } catch (error) {
      setProblem(`No link made: ${errorText(error)}`);
    }
  };

  const copy = async (link: PreviewLink) => {
    try {
      await navigator.clipboard.writeText(absolute(link.url));
      setNote('Link copied');
    } catch {
      setNote('Copy it from the address shown');
    }
  };

  const revoke = async (link: PreviewLink) => {
    setProblem(null);
    try {
      await teamApi.revokeLink(id, link.id);
      setNote('Link revoked: it now opens a page saying so');
      setNow(Date.now());
      onChanged();
    } catch (error) {
      setProblem(`Not revoked: ${errorText(error)}`);
    }
  };

  return (
    <section aria-labelledby="links-title" className="preview-links">
      <h2 id="links-title">Preview links</h2>
      {closed ? (
        <p className="muted">This change is published: its preview links are closed.</p>
      ) : (
        <p className="muted">
          For the merchant, on a real phone: the draft in the real app, marked as a preview, with
          demo data. Read-only; it stops working when it expires or is revoked.
        </p>
      )}
      {!closed && (
        <form className="toolbar" onSubmit={(e) => void create(e)}>
          <label htmlFor="link-hours">Valid for (hours)</label>
          <input
            id="link-hours"
            type="number"
            min={1}
            max={720}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
          <button type="submit">Create preview link</button>
        </form>
      )}
      <p role="status" className="muted">
        {note}
      </p>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      {links.length > 0 && (
        <ul className="links">
          {links.map((link) => {
            const state = closed ? 'revoked' : stateOf(link, now);
            return (
              <li key={link.id} className={`link-${state}`}>
                <code className="link-url">{absolute(link.url)}</code>
                <span className="muted">
                  {closed
                    ? 'closed'
                    : state === 'revoked'
                      ? 'revoked'
                      : state === 'expired'
                        ? `expired ${when(link.expiresAt)}`
                        : `expires ${when(link.expiresAt)}`}
                </span>
                {state === 'live' && (
                  <>
                    <button
                      type="button"
                      onClick={() => void copy(link)}
                      aria-label={`Copy link ${link.id}`}
                    >
                      Copy
                    </button>
                    <button
                      type="button"
                      onClick={() => void revoke(link)}
                      aria-label={`Revoke link ${link.id}`}
                    >
                      Revoke
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
