import type { Messages } from '@/core/i18n/types';

/** Messages of the post form's and chat's autocomplete (en-US). */
export const autocomplete: Messages['autocomplete'] = {
  users: 'User suggestions',
  emoji: 'Emoji suggestions',
  hashtags: 'Hashtag suggestions',
  mfm: 'MFM function suggestions',
};
