/** MFM (Misskey Flavored Markdown) to React elements. */
export { MfmText, MfmTree, type MfmTextProps, type MfmTreeProps } from './MfmText';
export { MfmAnimationProvider, MfmAnimationToggle, useMfmAnimationToggle } from './MfmAnimationToggle';
export {
  MfmAnimationContext,
  MfmEmojiResolverContext,
  MfmEmojiListRequestContext,
  useMfmAnimate,
  useMfmAnimationDefault,
} from './animation-context';
export {
  BORDER_STYLES,
  DEFAULT_COLOR,
  MAX_SCALE,
  fpsToSpeed,
  validateBorderStyle,
  validateColor,
  validateDegrees,
  validateLoop,
  validatePosition,
  validateScale,
  validateTime,
  type BorderStyle,
} from './validators';
export { emojiOnlySize, emojiOnlySizeOfNodes, EMOJI_ONLY_SIZES, type EmojiOnlySize } from './emoji-only';
export { extractUrls } from './extract-urls';
export { containsAnimatedMfm, ANIMATED_FN_NAMES } from './contains-animated';
export { safeImageSrc, resolveLinkTarget, isSafeInternalPath, type LinkTarget } from './safe-url';
export { customEmojiSource, customEmojiUrl, lookupEmojiRef, type EmojiResolver, type MfmAuthor } from './emoji-url';
export { emojiCodepoints, twemojiUrl } from './twemoji';
export { parseMfm, parseMfmSimple, MFM_NEST_LIMIT } from './parse';
export { settingBundle, useSettingBundle, type SettingBundle, type SettingBundleValues } from './setting-bundle';
export { textOfNodes } from './text-of-nodes';
export { registerCodeHighlighter, registerMathRenderer, type CodeHighlighter, type HighlightToken, type MathRenderer } from './plugins';
export { mfmFunctionNames } from './fn-names';
export { previewText, type PreviewText } from './preview-text';
export { boundNodes, boundTree } from './bound-nodes';
export { MFM_MAX_EMOJI_IMAGES, MFM_MAX_GUESSED_EMOJI, MFM_MAX_NODES, MFM_PARSE_MAX_CHARS, PREVIEW_MAX_CHARS, PREVIEW_MAX_LINES } from './limits';
