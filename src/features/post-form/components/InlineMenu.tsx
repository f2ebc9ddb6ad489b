import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './InlineMenu.module.css';

interface InlineMenuProps {
  label: string;
  /** Content of the trigger button. */
  button: ReactNode;
  buttonClassName?: string;
  /** Extra attributes for the trigger (data-*, aria-*). */
  buttonProps?: Record<string, string | undefined>;
  disabled?: boolean;
  placement?: 'down' | 'up';
  align?: 'start' | 'end';
  role?: 'menu' | 'dialog';
  children: (close: () => void) => ReactNode;
}

/**
 * A menu rendered in place (not in a portal), so it stays usable inside the modal post form
 * (a portal outside the top-layer <dialog> would be inert). Escape closes it without closing the form.
 */
export function InlineMenu({ label, button, buttonClassName, buttonProps, disabled, placement = 'down', align = 'start', role = 'menu', children }: InlineMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role^="menuitem"]:not(:disabled), input, button:not(:disabled)')?.focus();
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
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (role !== 'menu' || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not(:disabled)') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    e.preventDefault();
    items[(at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  }

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup={role}
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
        <div
          id={id}
          ref={menuRef}
          role={role}
          aria-label={label}
          className={[styles.menu, placement === 'up' ? styles.up : '', align === 'end' ? styles.end : ''].join(' ')}
          onKeyDown={onKey}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

export const menuStyles = styles;
