import { FormattedMessage, defineMessages } from 'react-intl';
import type { TenantProblem } from '../config/loadTenant';
import './TenantErrorScreen.css';

const messages = defineMessages({
  title: { id: 'tenant.error.title', defaultMessage: 'This site could not start' },
  body: { id: 'tenant.error.body', defaultMessage: 'The site configuration has a problem:' },
  retry: { id: 'tenant.error.retry', defaultMessage: 'Try again' },
});

/** Shown instead of a blank page when the merchant's configuration is missing or invalid. */
export function TenantErrorScreen({
  problem,
  onRetry,
}: {
  problem: TenantProblem;
  onRetry: () => void;
}) {
  return (
    <main className="tenant-error" role="alert" data-testid="tenant-error">
      <h1 className="tenant-error-title">
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      <p className="tenant-error-detail">
        <code>
          {problem.source}
          {problem.pointer ? ` ${problem.pointer}` : ''}: {problem.message}
        </code>
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        <FormattedMessage {...messages.retry} />
      </button>
    </main>
  );
}
