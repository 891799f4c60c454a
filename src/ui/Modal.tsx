import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  /** 'alertdialog' for notices that need an answer; 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Called on Escape and backdrop tap; omit to make the dialog not dismissible that way. */
  onDismiss?: () => void;
  /** Sheet from the bottom (confirm modals) or centred card. */
  placement?: 'center' | 'bottom';
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A real modal dialog: labelled by its title, focus moved in on open and back on close,
 * Tab kept inside, Escape dismisses when dismissible.
 */
export function Modal({
  open,
  title,
  children,
  actions,
  role = 'dialog',
  onDismiss,
  placement = 'center',
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // A layout effect: focus moves in the same commit that shows the dialog, so neither a screen
  // reader nor a fast tap sees the dialog with focus still behind it.
  useLayoutEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={`modal-backdrop modal-${placement}`}
      onClick={onDismiss}
      data-testid="modal-backdrop"
    >
      <div
        ref={panel}
        className="modal-panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="modal-body">
            {children}
          </div>
        ) : null}
        <div className="modal-actions">{actions}</div>
      </div>
    </div>
  );
}
