export { NoteView, isPureRenote } from './Note';
/** The reader's scroll speed (any scroller), for work that should start earlier the faster they go. */
export { scrollSpeed } from './capture/scroll-settle';
export { userPath } from './user-path';
export { NotePage } from './page/NotePage';
export { noteQuery } from './page/note-queries';
export { ReactionIcon } from './reactions/ReactionIcon';
/** The image viewer of the note's media list (PhotoSwipe, loaded on first open), for other screens' images. */
export { useImageViewer } from './media/use-image-viewer';
export type { ViewerItem } from './media/image-viewer';
export { displaySize } from './media/media-urls';
/** Keys on a focused note (r, e, q, Enter, m, j / k, Escape), installed once by the layout; the table for the shortcut help. */
export { useNoteKeys } from './keys/use-note-keys';
export { NOTE_KEYS, type NoteKeyAction } from './keys/note-keys';
/** The visual note settings (square avatars, gap, actions on hover, condensed acct) as flags on <html>, installed once by the layout. */
export { useNoteDisplay } from './display/use-note-display';
// Its lazily loaded parts are public through lazy.ts (a module of its own: importing them from here
// would take this index, and all it re-exports, into the code that loads before the first note).
/** Mute rules for other lists of notes: the notification context flag and hook, and the live timeline's check. */
export { InNotificationContext, useMuteReason } from './rules/use-mute-reason';
export { isMutedInTimeline } from './rules/muted-now';
