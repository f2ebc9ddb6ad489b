/** Account-scope settings: synced with the server registry (scope ['client', 'base']). */
import { arrayOf, isBoolean, isNumber, isString, nullable } from './guards';
import { account } from './setting-builder';
import { isMutedWord, isReactionFolder, isVisibility } from './value-types';

export const DEFAULT_REACTIONS = ['👍', '❤️', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮'];

/** The emoji picker's sections (spec section 3, emoji-picker-order). */
export const PICKER_SECTION_IDS = [
  'pinned1',
  'pinned2',
  'pinned3',
  'pinned4',
  'pinned5',
  'recentlyUsed',
  'recentlyAddEmojis',
  'recentlyPopularReactions',
  'random',
  'followedCategories',
  'customCategories',
  'uncategorized',
  'unicode',
] as const;

/** Emoji picker section order; pinned1..pinned5 are `reactions` and `reactions2`..`reactions5`. */
export const DEFAULT_EMOJI_PICKER_ORDER: string[] = [...PICKER_SECTION_IDS];

const emptyFolder = () => ({ folderName: '', defaultOpen: false, reactions: [] });

export const accountSettings = {
  tutorial: account(isNumber, 0),
  keepCw: account(isBoolean, true),
  showFullAcct: account(isBoolean, false),
  rememberNoteVisibility: account(isBoolean, false),
  defaultNoteVisibility: account(isVisibility, 'public'),
  defaultNoteLocalOnly: account(isBoolean, false),
  /** Drive folder id for uploads from the post form; null = root. */
  uploadFolder: account(nullable(isString), null),
  /** Drive folder preference per kind (spec §3): where the drive picker opens for avatars, banners and emoji. */
  driveFolderAvatar: account(nullable(isString), null),
  driveFolderBanner: account(nullable(isString), null),
  driveFolderEmoji: account(nullable(isString), null),
  /** Name pattern for pasted files: date-fns-like tokens plus {{number}}. */
  pastedFileName: account(isString, 'yyyy-MM-dd HH-mm-ss [{{number}}]'),
  keepOriginalUploading: account(isBoolean, false),
  memo: account(nullable(isString), null),
  reactions: account(arrayOf(isString), DEFAULT_REACTIONS),
  reactions2: account(isReactionFolder, emptyFolder()),
  reactions3: account(isReactionFolder, emptyFolder()),
  reactions4: account(isReactionFolder, emptyFolder()),
  reactions5: account(isReactionFolder, emptyFolder()),
  mutedWords: account(arrayOf(isMutedWord), []),
  reactionMutedWords: account(arrayOf(isMutedWord), []),
  muteExcludeReplyQuote: account(isBoolean, false),
  muteExcludeNotification: account(isBoolean, true),
  /** Ad ids the user muted. */
  mutedAds: account(arrayOf(isString), []),
  showAds: account(isBoolean, true),
  enableEmojiReactions: account(isBoolean, true),
  /** What the favourite button does: 'favorite' or a reaction code. */
  favButtonReaction: account(isString, 'favorite'),
  /** Extra timelines in the timeline switcher (e.g. spotlight, media, hybrid). */
  thirdTimelineType: account(isString, 'spotlight'),
  fourthTimelineType: account(isString, 'media'),
  /** Which replies the public timelines show (default: all but replies by bots). */
  showPublicTimelineReplyMode: account(isString, 'notBotOnly'),
  enableEmojiPickerOrder: account(isBoolean, false),
  emojiPickerOrder: account(arrayOf(isString), DEFAULT_EMOJI_PICKER_ORDER),
};
