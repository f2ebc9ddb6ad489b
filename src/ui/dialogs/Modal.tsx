import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { currentOpener, focusInitial, holdsFocus, returnFocus } from './dialog-focus';
import { markModalOpen } from './modal-open';
import styles from './Modal.module.css';

interface ModalProps {
  /** Accessible name of the dialog. */
  label: string;
  /** Escape, the backdrop or a close button. Omit for dialogs that cannot be dismissed. */
  onCancel?: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside) and Escape fires `cancel`. It opens with the focus where its content asked for it (a
 * focused or autofocus field, else its first text field; never its close button before the text
 * box), and on close gives the focus back to the control that opened it.
 */
export function Modal({ label, onCancel, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  // Read on the first render, before the content's autofocus moves the focus into the dialog.
  const [opener] = useState(currentOpener);

  // A layout effect: the dialog is open before the content's own effects run (a form that focuses
  // its text box in an effect keeps that focus) and before the first paint.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const asked = document.activeElement;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    focusInitial(el, asked);
    const onCancelEvent = (ev: Event) => {
      ev.preventDefault();
      cancelRef.current?.();
    };
    el.addEventListener('cancel', onCancelEvent);
    const markClosed = markModalOpen();
    return () => {
      markClosed();
      el.removeEventListener('cancel', onCancelEvent);
      const held = holdsFocus(el);
      if (typeof el.close === 'function' && el.open) el.close();
      else el.removeAttribute('open');
      if (held) returnFocus(el, opener);
    };
  }, [opener]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={[styles.modal, className].filter(Boolean).join(' ')}
      onKeyDown={(e) => {
        // jsdom and old engines lack the native cancel event.
        if (e.key === 'Escape' && typeof ref.current?.showModal !== 'function') cancelRef.current?.();
      }}
      onClick={(e) => {
        if (e.target === ref.current) cancelRef.current?.();
      }}
    >
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
