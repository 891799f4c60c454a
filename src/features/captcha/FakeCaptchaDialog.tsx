import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { FakeChallenge } from './FakeChallenge';
import { fakeDialogMessages } from './fakeDialogMessages';
import './CaptchaOverlay.css';

/**
 * The fake captcha's dialog: tiles as buttons (tap, or Tab and Enter/Space), the progress read
 * out politely, Escape, the backdrop or Close give up (verify_first).
 */
export const FakeCaptchaDialog = observer(function FakeCaptchaDialog({
  challenge,
}: {
  challenge: FakeChallenge;
}) {
  const intl = useIntl();
  const instructionsId = useId();
  const sequence = Array.from({ length: challenge.total }, (_, i) => i + 1).join(', ');
  const startedAgain = challenge.wrongTaps > 0 && challenge.done === 0;
  const close = () => challenge.close();
  return (
    <Modal
      open
      title={<FormattedMessage {...fakeDialogMessages.title} />}
      onDismiss={close}
      actions={
        <Button variant="secondary" onClick={close}>
          <FormattedMessage {...fakeDialogMessages.close} />
        </Button>
      }
    >
      <p id={instructionsId} className="captcha-instructions">
        <FormattedMessage {...fakeDialogMessages.instructions} values={{ sequence }} />
      </p>
      <div className="captcha-tiles" role="group" aria-labelledby={instructionsId}>
        {challenge.tiles.map((tile) => (
          <button
            key={tile}
            type="button"
            className="captcha-tile"
            aria-pressed={challenge.isTapped(tile)}
            aria-label={intl.formatMessage(fakeDialogMessages.tile, { number: tile })}
            onClick={() => challenge.tap(tile)}
          >
            {tile}
          </button>
        ))}
      </div>
      <p className="captcha-progress" aria-live="polite">
        {startedAgain ? (
          <FormattedMessage {...fakeDialogMessages.wrongOrder} />
        ) : (
          <FormattedMessage
            {...fakeDialogMessages.progress}
            values={{ done: challenge.done, total: challenge.total }}
          />
        )}
      </p>
    </Modal>
  );
});
