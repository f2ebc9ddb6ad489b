/** The emoji picker, loaded on first use (its code and the Unicode data are their own chunks). */
export { LazyEmojiPicker, loadEmojiPicker } from './LazyEmojiPicker';
export type { EmojiPickerProps } from './EmojiPicker';
export { pushRecent } from './recent';
export { customEmojiKeys, customEmojisQuery } from './emoji-queries';
export type { PickerEmoji } from './picker-types';
/** The emoji search (custom and Unicode, shortcodes and keywords) as its own chunk. */
export const loadEmojiSearch = () => import('./emoji-search');
/** The Unicode emoji's names in a UI language (the picker's data set), as its own chunk. */
export const loadEmojiLabels = (lang: string) => import('./emoji-labels').then((m) => m.emojiLabels(lang));
