import type { Messages } from '@/core/i18n/types';

/** Messages of the "noteScreens" area (en-US). */
export const noteScreens: Messages['noteScreens'] = {
  devMode: {
    copyNoteId: 'Copy note ID',
  },
  menu: {
    pin: 'Pin to profile',
    unpin: 'Unpin from profile',
    pinned: 'Pinned to your profile.',
    unpinned: 'Unpinned from your profile.',
    deleteAndEdit: 'Delete and edit',
    deleteAndEditConfirm: 'Delete this note and edit it again? Its reactions, renotes and replies will be lost.',
    copyContent: 'Copy content',
    copied: 'Copied.',
    copyFailed: 'Could not copy.',
    report: 'Report',
    reportTitle: 'Report this note',
    reportHint: 'Tell the moderators what is wrong. The note’s address is already filled in.',
    reportComment: 'Note: {url}',
    reported: 'Reported.',
    muteThread: 'Mute thread',
    unmuteThread: 'Unmute thread',
    threadMuted: 'Thread muted.',
    threadUnmuted: 'Thread unmuted.',
    openRemote: 'View on the remote server',
    translate: 'Translate',
    translation: 'Translation (from {lang})',
    translateFailed: 'Could not translate.',
    loadingState: 'Loading…',
    plugins: 'Plugins',
  },
  reactionNotKept: 'The server did not record your reaction. The note shows what the server has.',
  favoriteNotKept: 'The server did not record the change to your favorites.',
  voteNotKept: 'The server did not record your vote. The poll shows what the server has.',
  renoteNotKept: 'The server did not record your renote.',
};
