import type { Messages } from '@/core/i18n/types';

/** Messages of the "searchScreens" area (en-US). */
export const searchScreens: Messages['searchScreens'] = {
  disabled: 'Note search is disabled on this server.',
  inChannel: 'Searching in a channel',
  byUser: "Searching one user's notes",
  clearFilter: 'Clear filter',
  tagByUser: 'Showing only notes by {user}',
  tagByUserEmpty: '{user} has no notes with #{tag}.',
  userNotFound: 'User not found.',
};
