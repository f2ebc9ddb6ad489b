import type { Messages } from '@/core/i18n/types';

/** Messages of the "deckScreens" area (en-US). */
export const deckScreens: Messages['deckScreens'] = {
  timelineUnavailable: 'Your role does not allow this timeline.',
};
