import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../ui/PageFrame';
import { loginMessages } from './loginMessages';
import { authMessages } from './messages';
import './auth.css';
import { INVITE_FRIENDS_PATH } from '../../config/routePaths';

/** /m/agentRegister: where an agent's referral tap lands (spec 2 and 6); contents not shown. */
export function AgentRegisterPage() {
  return (
    <PageFrame title={<FormattedMessage {...authMessages.agentRegister} />}>
      <div className="card">
        <p>
          <FormattedMessage {...loginMessages.agentIntro} />
        </p>
        <p>
          <FormattedMessage {...loginMessages.agentSteps} />
        </p>
        <Link to={INVITE_FRIENDS_PATH} className="btn btn-primary auth-link-button">
          <FormattedMessage {...loginMessages.agentInvite} />
        </Link>
      </div>
    </PageFrame>
  );
}
