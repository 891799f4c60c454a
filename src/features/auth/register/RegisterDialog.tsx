import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useStores } from '../../module';
import { registerMessages } from './messages';
import { RegisterForm } from './RegisterForm';

/** The register dialog (auth.openRegister), over whatever page is open. */
export const RegisterDialog = observer(function RegisterDialog() {
  const { auth } = useStores();
  return (
    <Modal
      open
      placement="bottom"
      title={<FormattedMessage {...registerMessages.title} />}
      onDismiss={() => auth.closeDialog()}
      actions={
        <Button variant="ghost" onClick={() => auth.closeDialog()}>
          <FormattedMessage {...registerMessages.close} />
        </Button>
      }
    >
      <div className="register-dialog-body">
        <RegisterForm />
      </div>
    </Modal>
  );
});
