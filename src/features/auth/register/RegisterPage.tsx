import { FormattedMessage } from 'react-intl';
import { PageFrame } from '../../../ui/PageFrame';
import { authMessages } from '../messages';
import { RegisterForm } from './RegisterForm';

/** /m/register and /m/register.html: the registration form as a page (spec 2). */
export function RegisterPage() {
  return (
    <PageFrame title={<FormattedMessage {...authMessages.register} />}>
      <div className="card auth-card">
        <RegisterForm />
      </div>
    </PageFrame>
  );
}
