/** What a key does on a focused note (an article of a feed, the note page or a deck column). */
export type NoteKeyAction = 'reply' | 'react' | 'renote' | 'open' | 'menu' | 'next' | 'previous' | 'leave';

/** The note keys, as the shortcut help lists them; noteKeyAction below reads the same table. */
export const NOTE_KEYS: ReadonlyArray<{ keys: readonly string[]; action: NoteKeyAction }> = [
  { keys: ['r'], action: 'reply' },
  { keys: ['e', 'a', '+'], action: 'react' },
  { keys: ['q'], action: 'renote' },
  { keys: ['Enter', 'o'], action: 'open' },
  { keys: ['m'], action: 'menu' },
  { keys: ['j', 'ArrowDown'], action: 'next' },
  { keys: ['k', 'ArrowUp'], action: 'previous' },
  { keys: ['Escape'], action: 'leave' },
];

/** Keys a control inside the note keeps for itself (Enter presses a button, arrows scroll or move in it). */
const ONLY_ON_THE_NOTE = new Set(['Enter', 'ArrowDown', 'ArrowUp']);

/** Actions worth repeating while a key is held down (moving on); the others act once per press. */
const REPEATABLE = new Set<NoteKeyAction>(['next', 'previous']);

export interface NoteKeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
  /** The focus is on the note's article itself, not on a link or button inside it. */
  onNote: boolean;
}

export function noteKeyAction(input: NoteKeyInput): NoteKeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (!input.onNote && ONLY_ON_THE_NOTE.has(input.key)) return null;
  const action = NOTE_KEYS.find((entry) => entry.keys.includes(input.key))?.action ?? null;
  if (action && input.repeat && !REPEATABLE.has(action)) return null;
  return action;
}
