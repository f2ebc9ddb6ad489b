/** One choice in the picker: what it inserts (`code`) and how to find and show it. */
export type PickerEmoji =
  | { kind: 'custom'; code: string; name: string; aliases: readonly string[]; url: string; category: string | null }
  | { kind: 'unicode'; code: string; name: string; aliases: readonly string[]; group: string; skinTones: boolean };

export interface UnicodeGroup {
  /** Group name from the Unicode data (Smileys & Emotion, ...). */
  name: string;
  emojis: PickerEmoji[];
}

export interface PickerSection {
  id: string;
  /** Already translated, or a custom category name (untrusted text, rendered through React). */
  title: string;
  emojis: PickerEmoji[];
}
