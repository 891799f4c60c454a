import { FormattedMessage } from 'react-intl';
import { PageFrame } from '../../ui/PageFrame';
import { authMessages } from './messages';

export function LoginPage() {
  return <PageFrame back={false} title={<FormattedMessage {...authMessages.login} />} />;
}

export function RegisterPage() {
  return <PageFrame title={<FormattedMessage {...authMessages.register} />} />;
}

export function ChangePasswordPage() {
  return <PageFrame title={<FormattedMessage {...authMessages.changePassword} />} />;
}

export function AgentRegisterPage() {
  return <PageFrame title={<FormattedMessage {...authMessages.agentRegister} />} />;
}
