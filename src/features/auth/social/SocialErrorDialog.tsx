import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { PROVIDER_NAMES, failureMessage, socialMessages } from './messages';
import type { SocialStore } from './SocialStore';

/** spec 8, social sign-in error: the translated message, "Code: {code}" and the reason. */
export const SocialErrorDialog = observer(function SocialErrorDialog({
  store,
}: {
  store: SocialStore;
}) {
  const failure = store.failure;
  if (!failure) return null;
  return (
    <Modal
      open
      role="alertdialog"
      title={<FormattedMessage {...socialMessages.errorTitle} />}
      onDismiss={() => store.dismissFailure()}
      actions={
        <Button onClick={() => store.dismissFailure()}>
          <FormattedMessage {...socialMessages.errorOk} />
        </Button>
      }
    >
      <p className="social-error-message">
        <FormattedMessage
          {...failureMessage(failure.code)}
          values={{ provider: PROVIDER_NAMES[failure.provider] }}
        />
      </p>
      <p className="social-error-code">
        <FormattedMessage {...socialMessages.errorCode} values={{ code: failure.code }} />
      </p>
      {failure.reason ? (
        <p className="social-error-reason">
          <FormattedMessage {...socialMessages.errorReason} values={{ reason: failure.reason }} />
        </p>
      ) : null}
    </Modal>
  );
});
