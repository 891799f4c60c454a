import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion } from '../platform/motion';
import { afterPagePaint } from '../platform/nextPaint';
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
  /**
   * Kept in the document while closed (a closed `<dialog>`: not shown, not focusable, not in
   * the accessibility tree), so a tap that opens it only opens it: its content was rendered
   * before. For a sheet whose content is slow to render in the tap's frame on a cheap phone.
   * It also opens in two steps: shown (over the page, focus inside) in the tap's frame, and made
   * modal once that frame is painted, since making the page behind inert restyles all of it.
   */
  keepMounted?: boolean;
}

/** spec 9: modal animation 250 ms (the fade in is Modal.css's, the fade out fadeOut's). */
export const MODAL_ANIMATION_MS = 250;

/** What can take focus by Tab, before the checks that need the element itself (isTabbable). */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

/** Shown as the member sees it: not display:none (itself or above), not visibility:hidden. */
function isShown(element: HTMLElement, root: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ visibilityProperty: true });
  }
  // Browsers before checkVisibility (and jsdom): the same, read from the computed styles.
  for (let node: HTMLElement | null = element; node && node !== root; node = node.parentElement) {
    if (node.hidden || getComputedStyle(node).display === 'none') return false;
  }
  return getComputedStyle(element).visibility !== 'hidden';
}

/** A radio Tab skips: another of its group is checked (Tab reaches only that one). */
function isSkippedRadio(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) {
    return false;
  }
  const { form, name } = element;
  if (!name) return false;
  const scope: ParentNode = form ?? element.ownerDocument;
  return Array.from(scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')).some(
    (other) => other.name === name && other.checked,
  );
}

function isTabbable(element: HTMLElement, root: HTMLElement): boolean {
  const tabindex = element.getAttribute('tabindex');
  if (tabindex !== null && Number.parseInt(tabindex, 10) < 0) return false;
  if (element.matches(':disabled') || element.closest('[inert]')) return false;
  return !isSkippedRadio(element) && isShown(element, root);
}

/** What Tab reaches inside `root`, in order: hidden and disabled elements do not count. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) =>
    isTabbable(element, root),
  );
}

/** `node` comes after `reference` in the document, and is not around it. */
function follows(node: Node, reference: Node): boolean {
  const position = reference.compareDocumentPosition(node);
  return (
    (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
    (position & Node.DOCUMENT_POSITION_CONTAINS) === 0
  );
}

/** `node` comes before `reference` in the document, and is not inside it. */
function precedes(node: Node, reference: Node): boolean {
  const position = reference.compareDocumentPosition(node);
  return (
    (position & Node.DOCUMENT_POSITION_PRECEDING) !== 0 &&
    (position & Node.DOCUMENT_POSITION_CONTAINED_BY) === 0
  );
}

/**
 * The close half of the animation. The dialog itself goes at once (focus back, the page usable
 * again: most dialogs close by being unmounted, which leaves nothing to animate), so a copy of its
 * last look fades out over it: inert, hidden from assistive technology and from taps, without
 * ids, test ids, field names or passwords, then removed. Not under reduced motion, not where the
 * browser cannot animate (jsdom), not when another dialog is already open over the page.
 */
function fadeOut(dialog: HTMLDialogElement): void {
  if (prefersReducedMotion() || typeof dialog.animate !== 'function') return;
  const ghost = document.createElement('div');
  ghost.className = `${dialog.className} modal-closing`;
  ghost.setAttribute('aria-hidden', 'true');
  ghost.inert = true;
  for (const child of Array.from(dialog.children)) ghost.append(child.cloneNode(true));
  for (const element of Array.from(ghost.querySelectorAll<HTMLElement>('*'))) {
    element.removeAttribute('id');
    element.removeAttribute('name');
    element.removeAttribute('data-testid');
    element.removeAttribute('autofocus');
    if (element instanceof HTMLIFrameElement) {
      element.removeAttribute('src');
      element.removeAttribute('srcdoc');
    }
    if (element instanceof HTMLInputElement && element.type === 'password') element.value = '';
  }
  // After the commit that removed the dialog: nothing when it is still (or again) open, as when
  // React runs a fresh dialog's effects twice in development.
  queueMicrotask(() => {
    if (dialog.isConnected && dialog.open) return;
    if (document.querySelector('dialog.modal-backdrop[open]')) return;
    document.body.append(ghost);
    const animation = ghost.animate([{ opacity: 1 }, { opacity: 0 }], {
      duration: MODAL_ANIMATION_MS,
      easing: 'ease-in',
      fill: 'forwards',
    });
    animation.onfinish = () => ghost.remove();
    animation.oncancel = () => ghost.remove();
  });
}

/**
 * A real modal dialog, the browser's own `<dialog>` opened with showModal(): the page behind is
 * inert (no tap, no focus, hidden from assistive technology), labelled by its title, focus moved
 * in on open and back on close, Tab and Shift+Tab kept inside (hidden elements skipped), a tap on
 * the backdrop never takes focus out. Escape (and the phone's Back, which the browser reports as
 * `cancel`) and a backdrop tap call onDismiss; without it they do nothing.
 */
export function Modal({
  open,
  title,
  children,
  actions,
  role = 'dialog',
  onDismiss,
  placement = 'center',
  keepMounted = false,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  // A layout effect: the dialog opens and focus moves in the same commit that renders it, so
  // neither a screen reader nor a fast tap sees the dialog with focus still behind it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    let active = true;
    // `close` events of the dialog's own switch from shown to modal, not a dismissal.
    let ownCloses = 0;
    let stopSwitch = () => {};
    if (!dialog.open && keepMounted) {
      // The tap's frame paints the sheet (drawn over the whole page, focus inside: taps and keys
      // already reach it alone); the page behind goes inert in the next task, where restyling
      // all of it no longer holds up that frame on a cheap phone. Same task, no frame between.
      dialog.show();
      stopSwitch = afterPagePaint(() => {
        if (!active || !dialog.isConnected || !dialog.open) return;
        const focused = document.activeElement;
        ownCloses += 1;
        dialog.close();
        dialog.showModal();
        if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
      });
    } else if (!dialog.open) {
      dialog.showModal();
    }
    // An alert dialog asks for an answer: focus goes to its first answer, not to a link in its
    // text (WAI-ARIA's alertdialog), whether or not that text had arrived when it opened.
    const answers = role === 'alertdialog' ? actionsRef.current : null;
    ((answers && tabbableIn(answers)[0]) ?? tabbableIn(dialog)[0] ?? panel.current)?.focus();

    // Escape or Back: the browser's close request, cancelled here; onDismiss decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current?.();
    };
    // The browser closed it anyway (a close request it does not let a page cancel, as Chrome
    // does for a second Back without a tap in between): dismissed when the dialog may be, and
    // open again whenever it is still meant to be.
    const onClose = () => {
      if (ownCloses > 0) {
        ownCloses -= 1;
        return;
      }
      // The browser fires `close` a task after the close. Open again by then, the dialog was
      // closed by this effect's own cleanup and shown again by its re-run (React's StrictMode
      // in development, a Suspense boundary hiding and showing it): not a dismissal.
      if (!active || dialog.open) return;
      dismiss.current?.();
      setTimeout(() => {
        if (active && dialog.isConnected && !dialog.open) dialog.showModal();
      }, 0);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      active = false;
      stopSwitch();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      fadeOut(dialog);
      // Unmounting removes it from the top layer anyway; hidden by Suspense it stays in the
      // document, where an open modal dialog would keep the whole page inert.
      if (dialog.open) dialog.close();
      previous?.focus?.();
      // A dialog kept mounted stays in the document, and React, at the end of the commit, gives
      // focus back to the element that had it before (the dialog's button) where the browser
      // lets it: once the commit is done, focus is the page's again.
      queueMicrotask(() => {
        if (dialog.contains(document.activeElement)) previous?.focus?.();
      });
    };
  }, [open, keepMounted, role]);

  if (!open && !keepMounted) return null;

  /** Events of this dialog, not of one opened inside it (their DOM events reach this one too). */
  const own = (target: EventTarget) =>
    target instanceof Element && target.closest('dialog') === dialogRef.current;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || !own(event.target)) return;
    if (event.key === 'Escape') {
      // Never the browser's close request: the dialog closes only when onDismiss closes it.
      event.preventDefault();
      if (onDismiss) {
        event.stopPropagation();
        onDismiss();
      }
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbableIn(dialog);
    const first = items[0];
    const last = items.at(-1);
    const focused = document.activeElement ?? document.body;
    if (!first || !last) {
      event.preventDefault();
      panel.current?.focus();
    } else if (event.shiftKey && (focused === first || !follows(focused, first))) {
      // From the first element, the panel or anywhere before: round to the last.
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (focused === last || !precedes(focused, last))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`modal-backdrop modal-${placement}`}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      data-testid="modal-backdrop"
      onKeyDown={onKeyDown}
      // A press on the backdrop (the dialog element around the panel) would move focus to the
      // page, out of the dialog: it keeps focus where it is.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
        if (pressedOnBackdrop.current) event.preventDefault();
      }}
      onClick={(event) => {
        // Pressed and released on the backdrop: not a drag that began inside the panel.
        const backdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
        pressedOnBackdrop.current = false;
        if (backdrop) onDismiss?.();
      }}
      // Focus lost to the page all the same (the focused element hidden or disabled): the panel.
      onBlur={(event) => {
        if (event.relatedTarget !== null) return;
        const dialog = event.currentTarget;
        setTimeout(() => {
          const lost = document.activeElement === null || document.activeElement === document.body;
          if (lost && dialog.open && dialog.isConnected) panel.current?.focus();
        }, 0);
      }}
    >
      <div ref={panel} className="modal-panel" tabIndex={-1}>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="modal-body">
            {children}
          </div>
        ) : null}
        <div ref={actionsRef} className="modal-actions">
          {actions}
        </div>
      </div>
    </dialog>
  );
}
