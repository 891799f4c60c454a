import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { PROVIDER_NAMES, socialMessages } from './messages';
import type { SocialStore } from './SocialStore';

/**
 * spec 2, login-confirm dialog: a provider account with no member yet. "Log in with existing
 * account" opens the login dialog, "Register new" registration; both carry the account to bind.
 * Escape and the backdrop close it, and the account is forgotten.
 */
export const LoginConfirmDialog = observer(function LoginConfirmDialog({
  store,
}: {
  store: SocialStore;
}) {
  const choice = store.choice;
  if (!choice) return null;
  const provider = PROVIDER_NAMES[choice.provider];
  return (
    <Modal
      open
      title={<FormattedMessage {...socialMessages.confirmTitle} values={{ provider }} />}
      onDismiss={() => store.dismissChoice()}
      placement="bottom"
      actions={
        <>
          <Button onClick={() => store.chooseExistingAccount()}>
            <FormattedMessage {...socialMessages.confirmLogin} />
          </Button>
          <Button variant="secondary" onClick={() => store.chooseRegister()}>
            <FormattedMessage {...socialMessages.confirmRegister} />
          </Button>
        </>
      }
    >
      <FormattedMessage {...socialMessages.confirmBody} values={{ provider }} />
    </Modal>
  );
});
