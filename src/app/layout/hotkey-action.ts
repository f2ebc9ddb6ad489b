/** What a global hotkey does (spec section 2): d dark mode, s search, p or n the post form; ? the list of keys. */
export type HotkeyAction = 'toggleDarkMode' | 'search' | 'post' | 'help' | null;

/** The global keys as the shortcut help lists them (the switch below is what they do). */
export const GLOBAL_KEYS: ReadonlyArray<{ keys: readonly string[]; action: NonNullable<HotkeyAction> }> = [
  { keys: ['p', 'n'], action: 'post' },
  { keys: ['s'], action: 'search' },
  { keys: ['d'], action: 'toggleDarkMode' },
  { keys: ['?'], action: 'help' },
];

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
    case '?':
      return 'help';
    default:
      return null;
  }
}
