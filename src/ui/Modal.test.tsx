import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, tabbableIn } from './Modal';

interface HarnessProps {
  dismissible?: boolean;
  /** Extra content in the body, before the actions. */
  body?: React.ReactNode;
  initiallyOpen?: boolean;
}

/** A page with a button behind, and a dialog it opens (open at first). */
function Page({ dismissible = true, body, initiallyOpen = true }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Behind
      </button>
      {open ? (
        <Modal
          open
          title="Notice"
          onDismiss={dismissible ? () => setOpen(false) : undefined}
          actions={
            <>
              <button type="button">First</button>
              <button type="button" onClick={() => setOpen(false)}>
                Last
              </button>
            </>
          }
        >
          <p>Something happened.</p>
          {body}
        </Modal>
      ) : null}
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Notice' });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const panel = () => dialog().querySelector<HTMLElement>('.modal-panel')!;

describe('Modal, the native <dialog>', () => {
  it('opens with showModal (the page behind inert), named by its title, focus on the first control', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Page />);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().tagName).toBe('DIALOG');
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleDescription('Something happened.');
    expect(button('First')).toHaveFocus();
  });

  it('an alert dialog puts focus on its first answer, not on a link in its text', () => {
    render(
      <Modal
        open
        role="alertdialog"
        title="Domain not available"
        actions={<button type="button">OK</button>}
      >
        <a href="https://m.example.test/">m.example.test</a>
      </Modal>,
    );
    const alert = screen.getByRole('alertdialog', { name: 'Domain not available' });
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('a dialog puts focus on its first control, a link in its text included', () => {
    render(
      <Modal open title="Choose" actions={<button type="button">Close</button>}>
        <a href="https://m.example.test/">m.example.test</a>
      </Modal>,
    );
    expect(screen.getByRole('link', { name: 'm.example.test' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first, Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(<Page />);
    button('Last').focus();
    await user.tab();
    expect(button('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Last')).toHaveFocus();
  });

  it('keeps Shift+Tab inside from the panel itself (focused by a tap on its text)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByText('Something happened.'));
    panel().focus();
    expect(panel()).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Last')).toHaveFocus();
  });

  it('does not count hidden or disabled elements as places for focus', async () => {
    const user = userEvent.setup();
    render(
      <Page
        body={
          <>
            <button type="button" hidden>
              Hidden
            </button>
            <span style={{ display: 'none' }}>
              <a href="/m/help">Not shown</a>
            </span>
            <input aria-label="Invisible" style={{ visibility: 'hidden' }} />
            <button type="button" disabled>
              Disabled
            </button>
          </>
        }
      />,
    );
    expect(tabbableIn(dialog()).map((element) => element.textContent)).toEqual(['First', 'Last']);
    button('First').focus();
    await user.tab({ shift: true });
    expect(button('Last')).toHaveFocus();
  });

  it('Escape and the browser’s cancel (Back on a phone) close a dismissible dialog', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Page />);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    // Cancelled: the dialog closes through the app, which unmounts it.
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape and cancel leave a non-dismissible dialog open, its close request cancelled', () => {
    render(<Page dismissible={false} />);
    const escape = fireEvent.keyDown(button('First'), { key: 'Escape' });
    // A cancelled keydown: the browser never turns it into a close request.
    expect(escape).toBe(false);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog()).toHaveAttribute('open');
    expect(button('First')).toHaveFocus();
  });

  it('a tap on the backdrop closes a dismissible dialog, not a tap in the panel', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByText('Something happened.'));
    expect(dialog()).toBeInTheDocument();
    // A press that starts in the panel and ends on the backdrop is a drag, not a tap.
    fireEvent.mouseDown(panel());
    fireEvent.click(dialog());
    expect(dialog()).toBeInTheDocument();
    await user.click(dialog());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a tap on the backdrop of a non-dismissible dialog does nothing, and focus stays inside', async () => {
    const user = userEvent.setup();
    render(<Page dismissible={false} />);
    button('Last').focus();
    // Its press does not move focus to the page.
    expect(fireEvent.mouseDown(dialog())).toBe(false);
    await user.click(dialog());
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('opens again when the browser closes a dialog the app still shows', async () => {
    render(<Page dismissible={false} />);
    const element = dialog() as HTMLDialogElement;
    act(() => element.close());
    expect(element).not.toHaveAttribute('open');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(element).toHaveAttribute('open');
    expect(dialog()).toBe(element);
  });

  it('stays open when its effect is run twice (StrictMode): the cleanup’s late `close` is no dismissal', async () => {
    // As the browser does: `close` fires a task after the close, not inside it.
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (
      this: HTMLDialogElement,
    ) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    });
    render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(dialog()).toHaveAttribute('open');
    // A real close by the browser is still a dismissal.
    act(() => (dialog() as HTMLDialogElement).close());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    close.mockRestore();
  });

  it('closes on unmount and gives focus back to what had it', async () => {
    const user = userEvent.setup();
    render(<Page initiallyOpen={false} />);
    await user.click(screen.getByRole('button', { name: 'Behind' }));
    expect(button('First')).toHaveFocus();
    await user.click(button('Last'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Behind' })).toHaveFocus();
  });

  it('kept mounted: in the document while closed but not shown, opened by the tap alone', async () => {
    const user = userEvent.setup();
    function Sheet() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Behind
          </button>
          <Modal
            open={open}
            keepMounted
            title="Notice"
            onDismiss={() => setOpen(false)}
            actions={
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            }
          >
            <p>Rendered before the tap.</p>
          </Modal>
        </>
      );
    }
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { container } = render(<Sheet />);
    const element = container.querySelector('dialog')!;
    expect(element).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(showModal).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Behind' }));
    expect(dialog()).toBe(element);
    expect(button('Close')).toHaveFocus();
    // Shown in the tap's frame, made modal (the page behind inert) once that frame is painted;
    // the switch's own `close` is not a dismissal and focus stays where it was.
    await vi.waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
    expect(dialog()).toBe(element);
    expect(element).toHaveAttribute('open');
    expect(button('Close')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(element).not.toHaveAttribute('open');
    expect(element.isConnected).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Behind' })).toHaveFocus();
  });

  it("kept mounted: shown in the tap's frame, modal only after it is painted, never when closed first", async () => {
    function Sheet({ open }: { open: boolean }) {
      return (
        <Modal open={open} keepMounted title="Notice" onDismiss={() => undefined} actions={null}>
          <p>Body</p>
        </Modal>
      );
    }
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { container, rerender } = render(<Sheet open={false} />);
    const element = container.querySelector('dialog')!;
    rerender(<Sheet open />);
    expect(show).toHaveBeenCalledTimes(1);
    expect(showModal).not.toHaveBeenCalled();
    expect(element).toHaveAttribute('open');
    // Closed again before its frame was painted: never made modal over a page it left.
    rerender(<Sheet open={false} />);
    await new Promise((done) => setTimeout(done, 150));
    expect(showModal).not.toHaveBeenCalled();
    expect(element).not.toHaveAttribute('open');
    show.mockRestore();
    showModal.mockRestore();
  });
});
