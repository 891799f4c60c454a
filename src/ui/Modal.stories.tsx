import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Modal } from './Modal';

interface ModalStoryArgs {
  role: 'dialog' | 'alertdialog';
  placement: 'center' | 'bottom';
  /** Escape and a tap on the backdrop close it. */
  dismissible: boolean;
}

function ModalStory({ role, placement, dismissible }: ModalStoryArgs) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      role={role}
      placement={placement}
      onDismiss={dismissible ? close : undefined}
      title={<FormattedMessage id="status.domain.title" defaultMessage="Domain not available" />}
      actions={
        <Button onClick={close}>
          <FormattedMessage id="notice.confirm" defaultMessage="OK" />
        </Button>
      }
    >
      <FormattedMessage
        id="status.domain.body"
        defaultMessage="This address is no longer available. Please use another domain."
      />
    </Modal>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalStory,
  args: { role: 'dialog', placement: 'center', dismissible: true },
  argTypes: {
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    placement: { control: 'inline-radio', options: ['center', 'bottom'] },
  },
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dismissible dialog: focus moves in, Escape closes it. */
export const Dialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    const ok = within(dialog).getByRole('button');
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A notice that needs an answer: Escape does not close it, its button does. */
export const AlertDialog: Story = {
  args: { role: 'alertdialog', dismissible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The sheet from the bottom used by confirm modals; a tap on the backdrop closes it. */
export const BottomSheet: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog');
    await userEvent.click(canvas.getByTestId('modal-backdrop'));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
