import type { Messages } from '@/core/i18n/types';

/** Messages of the "newer" area (en-US). */
export const newer: Messages['newer'] = {
  timelineUnavailable: 'Your role does not allow this timeline.',
  reactionAcceptance: {
    title: 'Reactions this note accepts',
    all: 'Any reaction',
    likeOnly: 'Likes only',
    likeOnlyForRemote: 'Likes only from other servers',
    nonSensitiveOnly: 'Non-sensitive reactions only',
    nonSensitiveOnlyForLocalLikeOnlyForRemote: 'Non-sensitive only (likes only from other servers)',
  },
};
