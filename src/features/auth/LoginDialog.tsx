import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useStores } from '../module';
import { LoginForm } from './LoginForm';
import { authMessages } from './messages';
import { loginMessages } from './loginMessages';

/** The login dialog (auth.openLogin), over whatever page is open. */
export const LoginDialog = observer(function LoginDialog() {
  const { auth } = useStores();
  return (
    <Modal
      open
      placement="bottom"
      title={<FormattedMessage {...authMessages.login} />}
      onDismiss={() => auth.closeDialog()}
      actions={
        <Button variant="ghost" onClick={() => auth.closeDialog()}>
          <FormattedMessage {...loginMessages.close} />
        </Button>
      }
    >
      <LoginForm />
    </Modal>
  );
});
