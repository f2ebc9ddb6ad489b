/**
 * Where focus goes when a modal opens and closes. showModal() runs the browser's dialog focusing
 * steps, which move focus to the dialog's first focusable element (often its close button) even
 * when the content had already put the cursor in its text box; and on close the browser can only
 * return focus to what was focused when showModal() ran. These helpers keep both right.
 */

/** Text entry fields, in the order a dialog that takes text wants its cursor. */
const TEXT_FIELD =
  'textarea:not([disabled]):not([readonly]), [contenteditable="true"], input:not([disabled]):not([readonly]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="file"]):not([type="range"]):not([type="color"]):not([type="image"])';

/**
 * The element a dialog's focus belongs on once it is open: what the content focused itself
 * (`asked`, when still inside), an element marked autofocus, else the first text field.
 */
export function initialFocusTarget(dialog: HTMLElement, asked: Element | null): HTMLElement | null {
  if (asked instanceof HTMLElement && asked !== dialog && dialog.contains(asked)) return asked;
  return dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? dialog.querySelector<HTMLElement>(TEXT_FIELD);
}

/** Moves focus to the dialog's initial target (if any) unless it is already there. */
export function focusInitial(dialog: HTMLElement, asked: Element | null): void {
  const target = initialFocusTarget(dialog, asked);
  if (target && document.activeElement !== target) target.focus({ preventScroll: true });
}

/** The control that is opening a dialog: the focused element, when it is one (not the page itself). */
export function currentOpener(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const el = document.activeElement;
  return el instanceof HTMLElement && el !== document.body && el !== document.documentElement ? el : null;
}

/** Whether the dialog holds the focus: inside it, or dropped to the page (not moved on to another dialog). */
export function holdsFocus(dialog: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || dialog.contains(active);
}

/** Returns focus to the dialog's opener, once the dialog is closed (an open modal makes it inert). */
export function returnFocus(dialog: HTMLElement, opener: HTMLElement | null): void {
  if (!opener || !opener.isConnected || dialog.contains(opener)) return;
  opener.focus({ preventScroll: true });
}
