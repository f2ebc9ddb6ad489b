import type { Messages } from '@/core/i18n/types';

/** Messages of the "agree" area (en-US). */
export const agree: Messages['agree'] = {
  reactionNotKept: 'The server did not record your reaction. The note shows what the server has.',
  followNotKept: 'The server did not record your follow. The button shows what the server has.',
  unfollowNotKept: 'The server did not record your unfollow. The button shows what the server has.',
  favoriteNotKept: 'The server did not record the change to your favorites.',
  voteNotKept: 'The server did not record your vote. The poll shows what the server has.',
  renoteNotKept: 'The server did not record your renote.',
  cancelRequestNotKept: 'The server did not record the withdrawal of your follow request.',
};
