import type { Messages } from '@/core/i18n/types';

/** Messages of the "postFormScreens" area (en-US). */
export const postFormScreens: Messages['postFormScreens'] = {
  drivePicker: {
    folderTitle: 'Choose a folder',
    chooseFolder: 'Choose this folder',
  },
  autocomplete: {
    users: 'User suggestions',
    emoji: 'Emoji suggestions',
    hashtags: 'Hashtag suggestions',
    mfm: 'MFM function suggestions',
  },
  reactionAcceptance: {
    title: 'Reactions this note accepts',
    all: 'Any reaction',
    likeOnly: 'Likes only',
    likeOnlyForRemote: 'Likes only from other servers',
    nonSensitiveOnly: 'Non-sensitive reactions only',
    nonSensitiveOnlyForLocalLikeOnlyForRemote: 'Non-sensitive only (likes only from other servers)',
  },
};
