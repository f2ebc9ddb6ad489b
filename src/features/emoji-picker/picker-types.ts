/** One choice in the picker: what it inserts (`code`) and how to find and show it. */
export type PickerEmoji =
  | { kind: 'custom'; code: string; name: string; aliases: readonly string[]; url: string; category: string | null }
  | {
      kind: 'unicode';
      code: string;
      /** The first shortcode (`thumbsup`), else a slug of the English label. */
      name: string;
      /** Every shortcode (GitHub's), found like the name. */
      shortcodes?: readonly string[];
      /** Label in the UI language first, then the English label and the keywords of both. */
      aliases: readonly string[];
      group: string;
      skinTones: boolean;
    };

export interface UnicodeGroup {
  /** Stable id of the group (emojibase's group order). */
  key: string;
  /** The group's title in the UI language. */
  name: string;
  emojis: PickerEmoji[];
}

export interface PickerSection {
  id: string;
  /** Already translated, or a custom category name (untrusted text, rendered through React). */
  title: string;
  emojis: PickerEmoji[];
}
