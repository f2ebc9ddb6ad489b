export { EmojiInfoPage, type EmojiView } from './EmojiInfoPage';
export { EmojiDetail } from './EmojiDetail';
export { parseEmojiLicense, parseEmojiParam } from './emoji-license';
