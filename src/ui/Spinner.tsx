import { FormattedMessage } from 'react-intl';

/** Loading indicator with an accessible label. */
export function Spinner({ inline = false }: { inline?: boolean }) {
  return (
    <div className={inline ? 'spinner spinner-inline' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="common.loading" defaultMessage="Loading" />
      </span>
    </div>
  );
}
