import type { MessageTree } from '@/core/i18n/types';

/** The note menu's own actions. */
export const noteMenu = {
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
} satisfies MessageTree;
