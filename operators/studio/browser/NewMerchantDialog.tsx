import { useState } from 'react';
import type { FormEvent } from 'react';
import { studioApi } from './studioApi';

export interface NewMerchantDialogProps {
  onCreated: (code: string) => void;
  onCancel: () => void;
}

/**
 * The three answers a new merchant needs first; the rest comes from tenants/demo.json, as with
 * `npm run tenants -- new <code>`.
 */
export function NewMerchantDialog({ onCreated, onCancel }: NewMerchantDialogProps) {
  const [merchantCode, setCode] = useState('');
  const [displayName, setName] = useState('');
  const [domains, setDomains] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await studioApi.create({
        merchantCode,
        displayName,
        domains: domains.split(/[\s,]+/).filter(Boolean),
      });
      if (result.ok) onCreated(merchantCode.trim());
      else setProblems(result.problems);
    } catch (error) {
      setProblems([String(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dialog-backdrop">
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="new-merchant-title"
        onSubmit={(e) => void submit(e)}
      >
        <h2 id="new-merchant-title">New merchant</h2>
        <p className="muted">
          Starts from tenants/demo.json; saved at once as tenants/&lt;code&gt;.json.
        </p>
        <label>
          Merchant code
          <input
            value={merchantCode}
            onChange={(e) => setCode(e.target.value)}
            placeholder="acme"
            autoFocus
            required
          />
          <small>Lower case; it is also the file name and the Merchant header.</small>
        </label>
        <label>
          Display name
          <input
            value={displayName}
            onChange={(e) => setName(e.target.value)}
            placeholder="Acme Games"
            required
          />
        </label>
        <label>
          Domains
          <input
            value={domains}
            onChange={(e) => setDomains(e.target.value)}
            placeholder="m.acme.com, *.acme.com"
            required
          />
          <small>Host names, comma-separated; unique across merchants.</small>
        </label>
        {problems.length > 0 && (
          <ul className="problems" role="alert">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy}>
            Create
          </button>
        </div>
      </form>
    </div>
  );
}
