/** The emoji picker, loaded on first use (its code and the Unicode data are their own chunks). */
export { LazyEmojiPicker } from './LazyEmojiPicker';
export type { EmojiPickerProps } from './EmojiPicker';
export { pushRecent } from './recent';
