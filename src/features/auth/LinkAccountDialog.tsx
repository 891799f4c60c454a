import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { LinkChoice } from './linkSignIn';
import { linkMessages } from './linkMessages';

export interface LinkAccountChooserProps {
  choice: LinkChoice;
  /** Keep the account the tab is signed in with (also Escape and the backdrop). */
  onKeep: () => void;
  /** Switch to the link's account. */
  onSwitch: () => void;
}

/**
 * A sign-in link of another member's, opened in a signed-in tab (docs/sign-in.md, Sign-in
 * links): the member chooses between the two accounts, both named. Keeping is the first button
 * (focused) and what Escape and the backdrop do: nothing changes without a deliberate choice.
 */
export function LinkAccountChooser({ choice, onKeep, onSwitch }: LinkAccountChooserProps) {
  const { current, link } = choice;
  return (
    <Modal
      open
      title={<FormattedMessage {...linkMessages.title} />}
      onDismiss={onKeep}
      actions={
        <>
          <Button onClick={onKeep}>
            <FormattedMessage {...linkMessages.keep} values={{ current }} />
          </Button>
          <Button variant="secondary" onClick={onSwitch}>
            <FormattedMessage {...linkMessages.switchTo} values={{ link }} />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage {...linkMessages.body} values={{ current, link }} />
      </p>
    </Modal>
  );
}

/** The chooser of the app's sign-in link flow (AuthOverlays), while it asks. */
export const LinkAccountDialog = observer(function LinkAccountDialog({
  flow,
}: {
  flow: { choice: LinkChoice | null; keep(): void; switchAccount(): void };
}) {
  if (!flow.choice) return null;
  return (
    <LinkAccountChooser
      choice={flow.choice}
      onKeep={() => flow.keep()}
      onSwitch={() => flow.switchAccount()}
    />
  );
});
