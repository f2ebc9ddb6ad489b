import type { Messages } from '@/core/i18n/types';

/** Messages of the "onboarding" area (en-US). */
export const onboarding: Messages['onboarding'] = {
  title: 'Welcome!',
  skip: 'Skip',
  next: 'Next',
  back: 'Back',
  done: 'Get started',
  home: 'You start on the Home timeline: notes of the people you follow appear there.',
  people: {
    title: 'Follow a few people',
    hint: 'People who are active on this server. You can unfollow them at any time.',
    loading: 'Loading suggestions…',
    none: 'There is nobody to suggest right now.',
    failed: 'The suggestions could not be loaded.',
  },
  widgets: {
    title: 'Widgets',
    hint: 'Shown beside the timeline. Change them at any time with “Edit widgets”.',
  },
};
