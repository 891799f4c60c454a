import { FormattedMessage } from 'react-intl';
import { PageFrame } from '../../ui/PageFrame';
import { LoginForm } from './LoginForm';
import { authMessages } from './messages';

/** /m/login: the login form as a page, where the dialog is not available (spec 2). */
export function LoginPage() {
  return (
    <PageFrame back={false} title={<FormattedMessage {...authMessages.login} />}>
      <div className="card auth-card">
        <LoginForm />
      </div>
    </PageFrame>
  );
}
