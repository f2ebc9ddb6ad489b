import { useEffect, useRef, type ReactNode } from 'react';
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
 * inside) and Escape fires `cancel`.
 */
export function Modal({ label, onCancel, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    const onCancelEvent = (ev: Event) => {
      ev.preventDefault();
      cancelRef.current?.();
    };
    el.addEventListener('cancel', onCancelEvent);
    const markClosed = markModalOpen();
    return () => {
      markClosed();
      el.removeEventListener('cancel', onCancelEvent);
      if (typeof el.close === 'function' && el.open) el.close();
    };
  }, []);

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
