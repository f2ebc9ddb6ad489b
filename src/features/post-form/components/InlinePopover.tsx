import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './InlinePopover.module.css';

interface InlinePopoverProps {
  label: string;
  /** Content of the trigger button. */
  button: ReactNode;
  buttonClassName?: string;
  /** Extra attributes for the trigger (data-*, aria-*). */
  buttonProps?: Record<string, string | undefined>;
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}

/**
 * A non-menu popup (the emoji picker) rendered in place above its button, so it stays usable
 * inside the modal post form. Escape closes it without closing the form; focus goes back to the
 * button. Menus use the shared menu component (`@/ui/menu`) instead.
 */
export function InlinePopover({ label, button, buttonClassName, buttonProps, disabled, children }: InlinePopoverProps) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    close();
  }

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        {...buttonProps}
        className={buttonClassName}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      {open && (
        <div id={id} ref={panelRef} role="dialog" aria-label={label} className={styles.panel} onKeyDown={onKey}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
