import type { ReactNode } from 'react';
import { MenuButton, type MenuEntry } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';

interface FormMenuButtonProps {
  label: string;
  /** Content of the trigger button. */
  button: ReactNode;
  buttonClassName?: string;
  /** Extra attributes for the trigger (data-*, aria-*). */
  buttonProps?: Record<string, string | undefined>;
  disabled?: boolean;
  entries: readonly MenuEntry[];
}

/**
 * A post form toolbar button with its menu (the shared menu component; inside the modal form it
 * renders into the form's <dialog>, so it stays usable there and Escape closes only the menu).
 */
export function FormMenuButton({ label, button, buttonClassName, buttonProps, disabled, entries }: FormMenuButtonProps) {
  return (
    <MenuButton menu={(host) => <MenuPopup label={label} entries={entries} placement="top-start" {...host} />}>
      {(props) => (
        <button type="button" aria-label={label} title={label} disabled={disabled} {...buttonProps} className={buttonClassName} {...props}>
          {button}
        </button>
      )}
    </MenuButton>
  );
}
