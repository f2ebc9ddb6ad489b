/** What a global hotkey does (spec section 2): d dark mode, s search, p or n the post form. */
export type HotkeyAction = 'toggleDarkMode' | 'search' | 'post' | null;

export interface HotkeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key went to a text field, a modal dialog or was handled already. */
  typingOrHandled: boolean;
  signedIn: boolean;
  /** Dark mode follows the device, so d has nothing to toggle. */
  darkModeSynced: boolean;
}

export function hotkeyAction(input: HotkeyInput): HotkeyAction {
  if (input.ctrlKey || input.metaKey || input.altKey || input.typingOrHandled) return null;
  switch (input.key) {
    case 'd':
      return input.darkModeSynced ? null : 'toggleDarkMode';
    case 's':
      return 'search';
    case 'p':
    case 'n':
      return input.signedIn ? 'post' : null;
    default:
      return null;
  }
}
